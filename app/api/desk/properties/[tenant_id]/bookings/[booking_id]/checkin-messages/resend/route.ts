import { bookingPathSchema } from "@/server/bookings/schemas";
import { resendFromDesk } from "@/server/desk/online-checkin/desk-checkin-messages";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";

/**
 * Desk: send the booking's check-in e-mail again now (any staff member; desk session and CSRF).
 * 422 naming why when it cannot go: the booking is cancelled or over, has no e-mail, or was stopped.
 */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  return resendFromDesk({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id } });
});
