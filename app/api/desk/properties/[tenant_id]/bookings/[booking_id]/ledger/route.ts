import { getBookingLedger } from "@/server/desk/get-booking-ledger";
import { apiRoute } from "@/server/http/api-route";

/** Desk: nights, room charges, balance, group and invoice of a booking (desk session only). */
export const GET = apiRoute<{ tenant_id: string; booking_id: string }>({ scope: "bookings:read" }, async ({ params, ctx, db }) =>
  getBookingLedger({ db, ctx, input: { tenantId: params.tenant_id, bookingCode: params.booking_id } }),
);
