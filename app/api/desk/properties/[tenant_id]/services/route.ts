import { listCatalogServices } from "@/server/desk/list-catalog-services";
import { apiRoute } from "@/server/http/api-route";

/** Desk: the property's service catalog (desk session only). */
export const GET = apiRoute<{ tenant_id: string }>({ scope: "bookings:read" }, async ({ params, ctx, db }) =>
  listCatalogServices({ db, ctx, input: { tenantId: params.tenant_id } }),
);
