import { revokeCheckinLinks } from "@/server/checkin/revoke-checkin-links";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";

/** Revoke the booking's check-in links (API keys and desk sessions with bookings:write; never a link itself). */
export const DELETE = apiRoute({ scope: "bookings:write" }, async ({ params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  return revokeCheckinLinks({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id } });
});
