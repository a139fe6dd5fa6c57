import type { KnipConfig } from "knip";

// knip (`npm run knip`, in CI): no unused file, export, type or dependency. Its plugins find the
// entries of Next.js (app/, instrumentation.ts, proxy.ts, next.config.js), Vitest, Playwright,
// ESLint, drizzle-kit and the package.json scripts; listed here are the ones they cannot see.
const config: KnipConfig = {
  entry: [
    // Started as child processes by file name (render-outside.ts, measure-baseline.ts).
    "server/checkin-messages/render-process/main.ts",
    "scripts/bench/baseline-server.ts",
    // Bundled by esbuild for a browser page (bench-passports.ts, make-outside-corpus.ts).
    "scripts/passports/bench-page-entry.ts",
    "scripts/passports/outside/browser-entry.ts",
    // Run by hand with tsx (docs/checkin.md): the passport reader's tuning and its test pictures.
    "scripts/passports/make-ocr-b-glyphs.ts",
    "scripts/passports/read-corpus-in-node.ts",
    "scripts/passports/render-icao-specimens.ts",
  ],
  // Read from its folder, not imported: scripts/copy-ocr-assets.mjs copies its language model to public/ocr.
  ignoreDependencies: ["@tesseract.js-data/eng"],
  // Installed by the system (.ci/run), not by npm.
  ignoreBinaries: ["promtool", "pg_ctlcluster"],
  // A shell script spawned from the repository's root, which knip takes for an import relative to
  // scripts/bench/node24-binary.ts.
  ignoreUnresolved: ["scripts/node24.sh"],
};

export default config;
