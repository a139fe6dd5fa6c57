import type { Lang } from "@/i18n/languages";

// A guest's language as channel managers send it: a BCP 47 tag (`en`, `ko`, `zh-TW`,
// `zh-Hant-HK`). Kept free of server imports: the desk's New booking form and Create Booking's
// schema read it alike.

/** BCP 47 asks implementations to handle tags of at least 35 characters; longer is not a language. */
export const LANGUAGE_TAG_MAX_LENGTH = 35;

/** The tag written canonically (`EN-gb` -> `en-GB`, `zh-hant-tw` -> `zh-Hant-TW`); null when it is not a well-formed tag. */
export function canonicalLanguageTag(value: string): string | null {
  if (value.length === 0 || value.length > LANGUAGE_TAG_MAX_LENGTH) return null;
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * A BCP 47 tag as one of the six page languages when it is one of them: Chinese by script or
 * region (Traditional in Taiwan, Hong Kong and Macao, Simplified elsewhere), the others by their
 * language alone; undefined for any other language.
 */
export function languageOfTag(tag: string): Lang | undefined {
  const [language, ...rest] = tag.toLowerCase().split(/[-_]/);
  if (language === "zh") {
    if (rest.includes("hant") || rest.some((part) => part === "tw" || part === "hk" || part === "mo")) return "zh-TW";
    return "zh-CN";
  }
  return language === "vi" || language === "en" || language === "ko" || language === "ja" ? language : undefined;
}

/**
 * The nearest of the six page languages to a booking's language: its own where it is one of
 * them, English for any other (a guest who booked in French reads English sooner than
 * Vietnamese); undefined when the booking does not say.
 */
export function pageLanguageOfBooking(tag: string | null | undefined): Lang | undefined {
  if (!tag) return undefined;
  return languageOfTag(tag) ?? "en";
}
