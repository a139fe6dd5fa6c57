import { randomInt } from "node:crypto";
import { BOOKING_CODE_MAX_LENGTH } from "@/server/domain/enums";

/**
 * Letters and digits a guest reads back over the phone without doubt: no 0/O, 1/I/L.
 * 31 characters, so six of them make about 887 million codes per prefix.
 */
const BOOKING_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** How many characters of the property's prefix start its codes, as the demo's do (HNCJM6F2, DNZEU2AA). */
const PREFIX_LENGTH = 2;

/** The start of a property's codes: its prefix, uppercased, letters and digits only, cut short. */
function codePrefixOf(propertyPrefix: string): string {
  return propertyPrefix
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, PREFIX_LENGTH);
}

/** A new booking code: the property's code prefix, then crypto-random characters up to 8 in all. */
export function newBookingCode(propertyPrefix: string): string {
  const prefix = codePrefixOf(propertyPrefix);
  let code = prefix;
  while (code.length < BOOKING_CODE_MAX_LENGTH) code += BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)];
  return code;
}
