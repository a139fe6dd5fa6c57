import { jsonResponse } from "@/server/platform/http/json";

/**
 * Reference lists never change while a version of the app runs ("cached permanently"):
 * a day in the caller's private cache, never in a shared one since the request carries a credential.
 */
export function staticReferenceResponse(data: readonly { code: string; name: string }[]): Response {
  return jsonResponse({ success: true, data }, { headers: { "cache-control": "private, max-age=86400" } });
}
