import { stringifyJson } from "@/server/domain/exact-json";

/** A JSON answer whose money amounts are written from their exact decimal text (exact-json.ts). */
export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(stringifyJson(body), { status: init.status ?? 200, headers });
}

/**
 * The success envelope with a status of the handler's choosing: 201 when the request made
 * something, 200 when it answers what was there already. A handler returns it instead of its
 * data when the status is not always 200.
 */
export function successResponse(data: unknown, status: 200 | 201 = 200): Response {
  return jsonResponse({ success: true, data }, { status });
}
