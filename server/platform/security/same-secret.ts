import { timingSafeEqual } from "node:crypto";

/**
 * Whether a secret a caller sent is the one expected, compared in constant time: how long the
 * comparison takes says nothing of how much of it was right. (A length that differs is refused at
 * once; the length of a secret is not the secret.)
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
