import { getBookingDetail } from "@/server/bookings/get-booking-detail";
import { bookingDetailQuerySchema, bookingPathSchema } from "@/server/bookings/schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams, parseQuery } from "@/server/platform/http/parse-input";

/** Get Booking Detail. */
export const GET = apiRoute({ scope: "bookings:read", allowCheckinToken: true }, async ({ request, params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  const query = parseQuery(bookingDetailQuerySchema, request);
  return getBookingDetail({
    db,
    ctx,
    input: { tenantId: path.tenant_id, bookingCode: path.booking_id, queryBookingId: query.booking_id },
  });
});
