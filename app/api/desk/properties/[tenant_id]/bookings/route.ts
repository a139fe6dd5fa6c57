import { bookingSearchQuerySchema, searchBookings } from "@/server/desk/search-bookings";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams, parseQuery } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

/** Desk: find bookings by code, name or phone (`?q=`; desk session only). */
export const GET = apiRoute({ scope: "bookings:read", cost: "search" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  const { q } = parseQuery(bookingSearchQuerySchema, request);
  return searchBookings({ db, ctx, input: { tenantId: path.tenant_id, q } });
});
