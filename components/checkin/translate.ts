import { translatorFor as sharedTranslatorFor, type MessageTable, type Translator } from "@/components/i18n/translate";
import type { VietnameseMessages } from "./i18n";

// The browser's side of the check-in page's strings: it receives the table of the page's
// language from the server (i18n.ts holds both) and translates with the one shared translator.

export { localeOf, type Lang } from "@/components/i18n/translate";
export type MessageKey = Exclude<keyof VietnameseMessages, "locale">;
export type Messages = MessageTable<MessageKey>;
export type Translate = Translator<MessageKey>;
export const translatorFor: (messages: Messages) => Translate = sharedTranslatorFor<MessageKey>;
