import { ForbiddenError } from "@/server/domain/errors";

/**
 * Refuses a request another site's page made (its Origin is not this host): a forged sign-in
 * would put the victim in the attacker's session (login CSRF). No Origin (curl, a server) passes.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) return;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  if (originHost(origin) !== host) throw new ForbiddenError("Sign in from the desk's own page.");
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (a sandboxed or file page) is another origin
  }
}
