import type { VietnameseMessages } from "./i18n";

// The browser's side of the check-in page's strings: it receives the table of the page's
// language from the server (i18n.ts holds both) and fills in the {placeholders}.

export type Lang = "vi" | "en";
export type MessageKey = keyof VietnameseMessages;
export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translatorFor(messages: Messages): Translate {
  return (key, values) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

/** Intl locale of a page language. */
export function localeOf(lang: Lang): string {
  return lang === "vi" ? "vi-VN" : "en-GB";
}
