// The languages the app speaks. A guest reads any of six, the markets Vietnam's visitors come
// from (Vietnamese, English, Simplified Chinese, Korean, Traditional Chinese, Japanese); the desk
// speaks the first two. Kept free of tables: the guest page's browser bundle imports it.

export const GUEST_LANGUAGES = ["vi", "en", "zh-CN", "ko", "zh-TW", "ja"] as const;
export type Lang = (typeof GUEST_LANGUAGES)[number];

export type DeskLang = Extract<Lang, "vi" | "en">;

/** Each language in its own script, as a picker shows it (never translated). */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  vi: "Tiếng Việt",
  en: "English",
  "zh-CN": "简体中文",
  ko: "한국어",
  "zh-TW": "繁體中文",
  ja: "日本語",
};

// The one place a language's locale tag is written: every table and formatter asks localeOf.
const LOCALES: Record<Lang, string> = { vi: "vi-VN", en: "en-GB", "zh-CN": "zh-CN", ko: "ko-KR", "zh-TW": "zh-TW", ja: "ja-JP" };

/** Intl locale of a page language: plurals, dates, numbers and money follow it. */
export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (GUEST_LANGUAGES as readonly string[]).includes(value);
}
