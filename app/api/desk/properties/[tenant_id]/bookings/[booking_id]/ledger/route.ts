import { bookingPathSchema } from "@/server/bookings/schemas";
import { getBookingLedger } from "@/server/desk/get-booking-ledger";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";

/** Desk: nights, room charges, balance, group and invoice of a booking (desk session only). */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  return getBookingLedger({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id } });
});
