import { isHttps } from "@/server/platform/security/is-https";
import { SESSION_LIFETIME_SECONDS } from "./desk-auth";
import { CSRF_COOKIE, csrfTokenFor } from "./desk-csrf";

// better-auth sets and clears the httpOnly session cookie; the readable CSRF cookie beside it
// is ours, with the same lifetime, SameSite and Secure rules.

export function csrfCookie(request: Request, sessionToken: string): string {
  return `${CSRF_COOKIE}=${csrfTokenFor(sessionToken)}; ${cookieAttributes(request, SESSION_LIFETIME_SECONDS)}`;
}

export function clearedCsrfCookie(request: Request): string {
  return `${CSRF_COOKIE}=; ${cookieAttributes(request, 0)}`;
}

function cookieAttributes(request: Request, maxAge: number): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `Path=/; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}
