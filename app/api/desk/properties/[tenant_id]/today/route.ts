import { listTodaysBookings } from "@/server/desk/list-todays-bookings";
import { apiRoute } from "@/server/http/api-route";

/** Desk: today's arrivals, in-house and departures of a property (desk session only). */
export const GET = apiRoute<{ tenant_id: string }>({ scope: "bookings:read" }, async ({ params, ctx, db }) =>
  listTodaysBookings({ db, ctx, input: { tenantId: params.tenant_id } }),
);
