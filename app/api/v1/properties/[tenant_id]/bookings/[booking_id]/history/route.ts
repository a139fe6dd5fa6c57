import { bookingHistoryQuerySchema, getBookingHistory } from "@/server/bookings/history/get-booking-history";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams, parseQuery } from "@/server/platform/http/parse-input";

/** Booking history (extension): who changed what, when and why, newest first. Not for check-in links. */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  const query = parseQuery(bookingHistoryQuerySchema, request);
  return getBookingHistory({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id, ...query } });
});
