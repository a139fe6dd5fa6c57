import { randomUUID } from "node:crypto";

const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The caller's X-Request-Id when it is a sane token, else a new one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
