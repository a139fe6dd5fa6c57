import { localeOf } from "@/i18n/languages";
import type { StopPageMessages } from "./vi";

// The stop page's words in English (./vi.ts says how the tables are used).

export const stopPageMessages: StopPageMessages = {
  locale: localeOf("en"),
  title: "Stop the online check-in e-mails",
  ask: "Stop receiving online check-in e-mails from {property} for this booking?",
  button: "Stop these e-mails",
  stopped: "Done. {property} will send no more online check-in e-mails for this booking.",
  invalid: "This link is not valid.",
};
