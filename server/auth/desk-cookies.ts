import { CSRF_COOKIE, SESSION_COOKIE, SESSION_LIFETIME_SECONDS, csrfTokenFor } from "./desk-session-secrets";

/** The value of one cookie of the request's Cookie header. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

/**
 * The session cookie is httpOnly and SameSite=Strict (no cross-site request carries it);
 * the CSRF cookie is readable by the desk's own script, which echoes it in a header.
 * `Secure` whenever the app is reached over HTTPS (directly or behind a proxy that says so).
 */
export function sessionCookies(request: Request, sessionToken: string): string[] {
  const attributes = cookieAttributes(request, SESSION_LIFETIME_SECONDS);
  return [
    `${SESSION_COOKIE}=${sessionToken}; HttpOnly; ${attributes}`,
    `${CSRF_COOKIE}=${csrfTokenFor(sessionToken)}; ${attributes}`,
  ];
}

export function clearedSessionCookies(request: Request): string[] {
  const attributes = cookieAttributes(request, 0);
  return [`${SESSION_COOKIE}=; HttpOnly; ${attributes}`, `${CSRF_COOKIE}=; ${attributes}`];
}

function cookieAttributes(request: Request, maxAge: number): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `Path=/; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}
