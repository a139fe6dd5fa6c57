import { listTodaysBookings } from "@/server/desk/list-todays-bookings";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";
import { tenantPathSchema } from "@/server/properties/schemas";

/** Desk: today's arrivals, in-house and departures of a property (desk session only). */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(tenantPathSchema, params);
  return listTodaysBookings({ db, ctx, input: { tenantId: path.tenant_id } });
});
