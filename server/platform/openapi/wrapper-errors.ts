import type { ErrorCode } from "@/server/domain/errors";

/**
 * The wrapper a route handler runs in (platform/http/api-route.ts), as the document needs it:
 * `apiRoute` with a credential (and `allowCheckinToken` as the route passes it), or
 * `publicRoute`, whose handler checks whatever stands in for a credential.
 */
export type RouteWrapper = { wrapper: "apiRoute"; allowCheckinToken?: boolean } | { wrapper: "publicRoute" };

export type HttpMethod = "get" | "post" | "delete";

/**
 * The error codes a route can answer before and around its verb, whatever the verb does: what
 * the wrapper and proxy.ts do, step by step. Each operation adds its verb's own codes. A 500
 * (BOOKING_001, unexpected) is every operation's, and not listed here.
 */
export function wrapperErrorCodes(route: RouteWrapper, method: HttpMethod, path: string): ErrorCode[] {
  const codes: ErrorCode[] = ["SERVICE_UNAVAILABLE"];
  // proxy.ts: a path parameter with a malformed percent-escape (400); the wrappers then check
  // that path (and query) text can be stored (422).
  if (path.includes("{")) codes.push("BOOKING_001", "VALIDATION_FAILED");
  if (route.wrapper === "publicRoute") return codes;

  // authenticate (a check-in link of a closed booking is told so before any scope is checked),
  // the rate limit, the scope, whether a link may call the route, and the query's text.
  codes.push("UNAUTHENTICATED", "CHECKIN_LINK_EXPIRED", "RATE_LIMITED", "FORBIDDEN", "VALIDATION_FAILED");
  // The desk's session cookie needs its CSRF token on anything but a read.
  if (method !== "get") codes.push("CSRF_TOKEN_INVALID");
  // A POST's body is read bounded (and must be readable), and its Idempotency-Key checked:
  // a bad key is a VALIDATION_FAILED on `Idempotency-Key`.
  if (method === "post") {
    codes.push("BOOKING_001", "PAYLOAD_TOO_LARGE", "IDEMPOTENCY_KEY_IN_FLIGHT", "IDEMPOTENCY_KEY_ANSWER_LOST", "IDEMPOTENCY_KEY_REUSED");
  }
  return codes;
}
