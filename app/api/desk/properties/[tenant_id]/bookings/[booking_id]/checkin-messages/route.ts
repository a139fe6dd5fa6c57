import { bookingPathSchema } from "@/server/bookings/schemas";
import { getBookingOnlineCheckin } from "@/server/desk/online-checkin/booking-online-checkin";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";

/** Desk: a booking's online check-in (e-mails sent, link opened, guests registered, complete, a failed delivery). */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  return getBookingOnlineCheckin({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id } });
});
