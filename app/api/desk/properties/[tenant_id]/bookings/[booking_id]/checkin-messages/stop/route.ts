import { bookingPathSchema } from "@/server/bookings/schemas";
import { stopFromDesk } from "@/server/desk/online-checkin/desk-checkin-messages";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";

/** Desk: stop the booking's check-in e-mails (any staff member; desk session and CSRF); stopping twice is harmless. */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  return stopFromDesk({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id } });
});
