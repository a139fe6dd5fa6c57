import { config } from "zod";

// Scalar validates with zod, which first probes whether it may compile code (`new Function`).
// The page's Content-Security-Policy refuses eval, so the probe fails, is reported as a
// violation, and zod falls back anyway: tell it not to try. Imported before Scalar.
config({ jitless: true });
