import { stringifyJson } from "@/server/domain/exact-json";

/** A JSON answer whose money amounts are written from their exact decimal text (exact-json.ts). */
export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(stringifyJson(body), { status: init.status ?? 200, headers });
}
