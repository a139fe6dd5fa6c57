// Phone numbers as guests and partners write them, stored in E.164 (+84912345678), so the desk
// finds "0948 748 143" and "+84 948748143" alike and an SMS gateway can use the value as is.
//
// Accepted: a Vietnamese number written locally (0912 345 678, 024 3825 7100) or with its
// country code (+84 912 345 678, 0084..., 84912345678), and any international number written
// with + or 00 (E.164: a country code, then at most 15 digits in all). Spaces, dots, dashes and
// parentheses are ignored. Written by hand rather than with libphonenumber-js: the schema that
// uses it runs in the guest's browser too, where that library's metadata would weigh more than
// the whole check-in form, and the numbering plan that matters here is Vietnam's, which is short.

/**
 * Vietnam's national significant numbers (after +84 or the leading 0): mobile numbers are 9
 * digits starting 3, 5, 7, 8 or 9; fixed lines are 10 digits starting 2 (area code 2xx, since
 * 2017). 1800/1900 numbers cannot be called from abroad and are not a guest's number.
 */
const VIETNAMESE_NATIONAL = /^([35789]\d{8}|2\d{9})$/;
/** E.164: a country code that does not start with 0, at most 15 digits in all, and some to call. */
const INTERNATIONAL = /^[1-9]\d{7,14}$/;
const SEPARATORS = /[\s.\-()\u00a0]/g;

/** The number in E.164, or null when it is not one of the accepted forms. */
export function toE164(written: string): string | null {
  const compact = written.replace(SEPARATORS, "");
  if (compact.startsWith("+")) return international(compact.slice(1));
  if (compact.startsWith("00")) return international(compact.slice(2));
  if (compact.startsWith("0")) return VIETNAMESE_NATIONAL.test(compact.slice(1)) ? `+84${compact.slice(1)}` : null;
  // 84912345678: the country code without its +, as Vietnamese forms often have it.
  if (compact.startsWith("84") && VIETNAMESE_NATIONAL.test(compact.slice(2))) return `+${compact}`;
  return null;
}

function international(digits: string): string | null {
  if (!INTERNATIONAL.test(digits)) return null;
  if (digits.startsWith("84")) {
    // +84 0912...: the trunk 0 written after the country code is a common slip, and harmless.
    const national = digits.slice(2).replace(/^0/, "");
    return VIETNAMESE_NATIONAL.test(national) ? `+84${national}` : null;
  }
  return `+${digits}`;
}

export const PHONE_NUMBER_MESSAGE = "Use a Vietnamese number (0912 345 678) or an international one starting with + (+84 912 345 678).";
