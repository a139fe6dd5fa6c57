import { listDirectBookingSources } from "@/server/booking-sources/list-direct-booking-sources";
import { preferredLanguage } from "@/server/booking-sources/preferred-language";
import { apiRoute } from "@/server/platform/http/api-route";
import { jsonResponse } from "@/server/platform/http/json";
import { parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

/** Get Booking Sources (direct segment only). */
export const GET = apiRoute({ scope: "properties:read" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const data = await listDirectBookingSources({
    db,
    ctx,
    input: { tenantId: path.tenant_id, language: preferredLanguage(request.headers.get("accept-language")) },
  });
  return jsonResponse(
    { success: true, data },
    { headers: { "cache-control": "private, max-age=600", vary: "Accept-Language, Authorization" } },
  );
});
