import Negotiator from "negotiator";
import { isLang, type Lang } from "@/components/i18n/languages";

// Which of the six guest languages a page speaks (docs/checkin.md, "Languages"): the one the
// address asks for (`?lang=`), then the guest's own earlier choice (a cookie the picker's link
// sets), then the browser's Accept-Language, then what the booking says of the guest's
// country, then Vietnamese, the property's own language.

export type LanguageHints = {
  asked?: string | null;
  chosen?: string | null;
  acceptLanguage?: string | null;
  /** Read only when nothing before it names a language: it costs a query. */
  country?: () => Promise<string | null | undefined>;
};

export async function chooseGuestLanguage(hints: LanguageHints): Promise<Lang> {
  if (isLang(hints.asked)) return hints.asked;
  if (isLang(hints.chosen)) return hints.chosen;
  const browser = languageOfAcceptLanguage(hints.acceptLanguage);
  if (browser) return browser;
  const country = hints.country ? await hints.country() : undefined;
  return languageOfCountry(country) ?? "vi";
}

/** The first of the browser's languages (by q, then order) that is one of the six; `*` names none. */
export function languageOfAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  for (const tag of new Negotiator({ headers: { "accept-language": header } }).languages()) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * A BCP 47 tag as one of the six: Chinese by script or region (Traditional in Taiwan, Hong Kong
 * and Macao, Simplified elsewhere), the others by their language alone.
 */
export function languageOfTag(tag: string): Lang | undefined {
  const [language, ...rest] = tag.toLowerCase().split(/[-_]/);
  if (language === "zh") {
    if (rest.includes("hant") || rest.some((part) => part === "tw" || part === "hk" || part === "mo")) return "zh-TW";
    return "zh-CN";
  }
  return language === "vi" || language === "en" || language === "ko" || language === "ja" ? language : undefined;
}

const COUNTRY_LANGUAGES: Record<string, Lang> = { VN: "vi", CN: "zh-CN", SG: "zh-CN", KR: "ko", TW: "zh-TW", HK: "zh-TW", MO: "zh-TW", JP: "ja" };

/**
 * The language of a guest from `country` (ISO 3166-1 alpha-2): its own where it is one of the
 * six, English for any other country (a visitor from Paris reads English sooner than
 * Vietnamese); undefined when the country is not known.
 */
export function languageOfCountry(country: string | null | undefined): Lang | undefined {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return undefined;
  return COUNTRY_LANGUAGES[country.toUpperCase()] ?? "en";
}

// International calling codes of the countries whose language is one of the six (E.164).
const CALLING_CODES: [prefix: string, country: string][] = [
  ["+886", "TW"],
  ["+852", "HK"],
  ["+853", "MO"],
  ["+84", "VN"],
  ["+86", "CN"],
  ["+82", "KR"],
  ["+81", "JP"],
  ["+65", "SG"],
];

/**
 * The country a phone number was issued in, as far as its calling code tells: a national
 * number (0...) is Vietnamese, `+` and an unlisted code is "abroad" (`ZZ`, read as English).
 */
export function countryOfPhone(phone: string | null | undefined): string | undefined {
  const compact = phone?.replace(/[\s().-]/g, "");
  if (!compact) return undefined;
  if (/^0\d{8,10}$/.test(compact)) return "VN";
  const international = compact.replace(/^00/, "+");
  if (!/^\+\d{6,15}$/.test(international)) return undefined;
  return CALLING_CODES.find(([prefix]) => international.startsWith(prefix))?.[1] ?? "ZZ";
}

/** The cookie that keeps a guest's choice of language (set by proxy.ts when an address asks for one). */
export const GUEST_LANGUAGE_COOKIE = "guest_lang";
/** Request headers proxy.ts writes for the guest pages' server code (and removes from what a client sent). */
export const ASKED_LANGUAGE_HEADER = "x-guest-language-asked";
export const GUEST_PAGE_PATH_HEADER = "x-guest-page-path";
