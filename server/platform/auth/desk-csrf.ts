import { appSecret } from "@/server/platform/security/app-secret";
import { hmacSha256, sameSecret } from "@/server/platform/security/hmac";

// The CSRF token of a desk session is an HMAC of better-auth's session token: the page reads
// it from a readable cookie and echoes it in a header, which a cross-site form or image cannot
// do (signed double submit). better-auth checks the origin of its own endpoints only, while
// the session is a credential of every /api/v1 and /api/desk handler, hence this check.

export const CSRF_COOKIE = "desk_csrf";
export const CSRF_HEADER = "x-csrf-token";

export function csrfTokenFor(sessionToken: string): string {
  return hmacSha256(appSecret("desk-csrf"), sessionToken).toString("base64url");
}

export function isValidCsrfToken(sessionToken: string, given: string | null): boolean {
  if (!given) return false;
  return sameSecret(given, csrfTokenFor(sessionToken));
}
