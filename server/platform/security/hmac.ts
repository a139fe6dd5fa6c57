import { createHmac, timingSafeEqual } from "node:crypto";

// The one place the app computes an HMAC and compares secrets. Everything it signs (check-in
// tokens, short-link hashes, image URLs, CSRF tokens, device proofs, webhook signatures) is
// HMAC-SHA256; the encodings differ per use and are the caller's, since links and rows already
// handed out depend on them byte for byte (hmac.test.ts, signed-payload.test.ts).

/** HMAC-SHA256 under `key` (a text key as its UTF-8 bytes) of `parts` written one after the other. */
export function hmacSha256(key: string | Uint8Array, ...parts: (string | Uint8Array)[]): Buffer {
  const mac = createHmac("sha256", key);
  for (const part of parts) mac.update(part);
  return mac.digest();
}

/**
 * Whether `given` equals `expected`, comparing bytes in a time that does not depend on where
 * they first differ, so a guesser learns nothing from how long a refusal took. Texts of different
 * lengths are refused at once: the length of a signature is no secret.
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
