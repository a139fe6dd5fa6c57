import { createCheckinLink } from "@/server/checkin/create-checkin-link";
import { bookingPathSchema } from "@/server/bookings/schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { publicOrigin } from "@/server/platform/http/public-origin";
import { parseParams } from "@/server/platform/http/parse-input";

/** Create a guest check-in link for a booking (staff and partners, scope bookings:write). */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(bookingPathSchema, params);
  return createCheckinLink({
    db,
    ctx,
    input: { tenantId: path.tenant_id, bookingCode: path.booking_id, origin: publicOrigin(request) },
  });
});
