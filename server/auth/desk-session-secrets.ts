import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/server/security/app-secret";

// A desk session is 32 random bytes in an httpOnly cookie; the database keeps only their
// SHA-256 (a fast hash is enough for a high-entropy secret, as for API keys).
// The CSRF token is an HMAC of the session token: the page reads it from a readable cookie
// and echoes it in a header, which a cross-site form or image cannot do (signed double submit).

export const SESSION_COOKIE = "desk_session";
export const CSRF_COOKIE = "desk_csrf";
export const CSRF_HEADER = "x-csrf-token";

/** A receptionist's shift and a little more; a new sign-in is needed afterwards. */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;

export function generateSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function csrfTokenFor(sessionToken: string): string {
  return createHmac("sha256", appSecret("desk-csrf")).update(sessionToken).digest("base64url");
}

export function isValidCsrfToken(sessionToken: string, given: string | null): boolean {
  if (!given) return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
