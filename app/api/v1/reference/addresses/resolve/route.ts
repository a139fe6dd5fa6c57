import { apiRoute } from "@/server/platform/http/api-route";
import { jsonResponse } from "@/server/platform/http/json";
import { parseQuery } from "@/server/platform/http/parse-input";
import { resolveAddress } from "@/server/reference/resolve-address";
import { resolveAddressQuerySchema } from "@/server/reference/schemas";

/**
 * Resolve an Address (Vietnam): the 2025 units an address names, old or new, best first.
 * The answer depends only on the text and the data shipped with the app, so the caller may
 * keep it a day, privately, like the reference lists.
 */
export const GET = apiRoute({ scope: "properties:read", allowCheckinToken: true }, async ({ request }) => {
  const { q } = parseQuery(resolveAddressQuerySchema, request);
  return jsonResponse({ success: true, data: resolveAddress(q) }, { headers: { "cache-control": "private, max-age=86400" } });
});
