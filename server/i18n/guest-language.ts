import Negotiator from "negotiator";
import { isLang, type Lang } from "@/i18n/languages";
import { languageOfTag, pageLanguageOfBooking } from "@/server/domain/language-tag";

// Which of the six guest languages a page speaks (docs/checkin.md, "Languages"): the one the
// address asks for (`?lang=`), then the guest's own earlier choice (a cookie the picker's link
// sets), then the booking's language (Create Booking's customer.language), then the browser's
// Accept-Language, then what the booking says of the guest's country (a phone's calling code
// says where a SIM was bought, not what its owner reads: it comes after the browser), then
// Vietnamese, the property's own language.

/** What a booking says of its guest's language, read only when the address and the cookie name none (it costs a query). */
export type BookingLanguageHints = {
  /** The booking's customer.language (BCP 47), null when unknown. */
  language: string | null;
  /** Read only when neither the booking's language nor the browser names one. */
  country: () => Promise<string | null | undefined>;
};

export type LanguageHints = {
  asked?: string | null;
  chosen?: string | null;
  acceptLanguage?: string | null;
  booking?: () => Promise<BookingLanguageHints | undefined>;
};

export async function chooseGuestLanguage(hints: LanguageHints): Promise<Lang> {
  if (isLang(hints.asked)) return hints.asked;
  if (isLang(hints.chosen)) return hints.chosen;
  const booking = hints.booking ? await hints.booking() : undefined;
  const booked = pageLanguageOfBooking(booking?.language);
  if (booked) return booked;
  const browser = languageOfAcceptLanguage(hints.acceptLanguage);
  if (browser) return browser;
  const country = booking ? await booking.country() : undefined;
  return languageOfCountry(country) ?? "vi";
}

/**
 * The language of a booking's check-in e-mails: the booking's own, else its guest's country's,
 * else Vietnamese. `known` says whether the booking named it: only then does the e-mail's link
 * carry `?lang=`, so that otherwise the page follows the browser that opens it.
 */
export async function chooseEmailLanguage(booking: BookingLanguageHints): Promise<{ lang: Lang; known: boolean }> {
  const booked = pageLanguageOfBooking(booking.language);
  if (booked) return { lang: booked, known: true };
  return { lang: languageOfCountry(await booking.country()) ?? "vi", known: false };
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

const COUNTRY_LANGUAGES: Record<string, Lang> = {
  VN: "vi",
  CN: "zh-CN",
  SG: "zh-CN",
  KR: "ko",
  TW: "zh-TW",
  HK: "zh-TW",
  MO: "zh-TW",
  JP: "ja",
};

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
