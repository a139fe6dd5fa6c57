import { bookingSearchQuerySchema, searchBookings } from "@/server/desk/search-bookings";
import { apiRoute } from "@/server/http/api-route";
import { parseQuery } from "@/server/http/parse-input";

/** Desk: find bookings by code, name or phone (`?q=`; desk session only). */
export const GET = apiRoute<{ tenant_id: string }>({ scope: "bookings:read" }, async ({ request, params, ctx, db }) => {
  const { q } = parseQuery(bookingSearchQuerySchema, request);
  return searchBookings({ db, ctx, input: { tenantId: params.tenant_id, q } });
});
