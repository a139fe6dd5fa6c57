import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/server/platform/security/app-secret";

// The CSRF token of a desk session is an HMAC of better-auth's session token: the page reads
// it from a readable cookie and echoes it in a header, which a cross-site form or image cannot
// do (signed double submit). better-auth checks the origin of its own endpoints only, while
// the session is a credential of every /api/v1 and /api/desk handler, hence this check.

export const CSRF_COOKIE = "desk_csrf";
export const CSRF_HEADER = "x-csrf-token";

export function csrfTokenFor(sessionToken: string): string {
  return createHmac("sha256", appSecret("desk-csrf")).update(sessionToken).digest("base64url");
}

export function isValidCsrfToken(sessionToken: string, given: string | null): boolean {
  if (!given) return false;
  const expected = Buffer.from(csrfTokenFor(sessionToken));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
