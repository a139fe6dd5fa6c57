import { randomInt } from "node:crypto";
import { withoutToneMarks } from "@/server/domain/tone-marks";

/**
 * A payment reference: what the guest's transfer content must carry for the payment to find its
 * booking. Banks strip everything but letters and digits (and some upper-case or cut the
 * content), so a reference is upper-case letters and digits only, at most 25 characters:
 * "LQ", the booking's code, and 8 random characters from an alphabet without 0/O and 1/I, so a
 * receptionist reading one aloud is not misheard. Unique per request (the table's unique index
 * holds it; 32^8 makes a clash a one-in-a-trillion retry).
 */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const MAX_REFERENCE_LENGTH = 25;

export function newPaymentReference(bookingCode: string): string {
  const code = bookingCode
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, MAX_REFERENCE_LENGTH - 10);
  let random = "";
  for (let i = 0; i < 8; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `LQ${code}${random}`;
}

/**
 * A transfer's content as a bank may have rewritten it, reduced to what a reference can be
 * compared with: upper case, letters and digits only ("lq hn9r3mm3-abcd..." still matches).
 */
export function comparableContent(content: string): string {
  return withoutToneMarks(content)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}
