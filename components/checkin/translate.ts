import type { VietnameseMessages } from "./i18n";

// The browser's side of the check-in page's strings: it receives the table of the page's
// language from the server (i18n.ts holds both) and fills in the {placeholders}.

export type Lang = "vi" | "en";
export type MessageKey = keyof VietnameseMessages;
/**
 * A message that depends on a `{count}` has its "other" form under its key and, in a language
 * that has them, its other forms beside it (`nights_one`). Vietnamese has one form for every count.
 */
type PluralKey = `${MessageKey}_${"zero" | "one" | "two" | "few" | "many"}`;
export type Messages = Record<MessageKey, string> & Partial<Record<PluralKey, string>>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translatorFor(messages: Messages): Translate {
  const plural = new Intl.PluralRules(messages.locale);
  return (key, values) => {
    const count = values?.count;
    const form = typeof count === "number" ? messages[`${key}_${plural.select(count)}` as PluralKey] : undefined;
    return (form ?? messages[key]).replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
  };
}

/** Intl locale of a page language. */
export function localeOf(lang: Lang): string {
  return lang === "vi" ? "vi-VN" : "en-GB";
}
