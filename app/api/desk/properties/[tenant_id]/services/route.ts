import { listCatalogServices } from "@/server/desk/list-catalog-services";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

/** Desk: the property's service catalog (desk session only). */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return listCatalogServices({ db, ctx, input: { tenantId: path.tenant_id } });
});
