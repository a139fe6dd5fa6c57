import { removeServiceBodySchema, removeServiceLine, serviceLinePathSchema } from "@/server/bookings/remove-service-line";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

/**
 * Remove Service (extension): one service line off a booking room, with an optional reason.
 * A POST like the other room operations, so an Idempotency-Key is honoured (docs/choices.md).
 */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(serviceLinePathSchema, params);
  const body = await parseBody(removeServiceBodySchema, request);
  return removeServiceLine({
    db,
    ctx,
    input: {
      tenantId: path.tenant_id,
      bookingCode: path.booking_id,
      roomId: path.room_id,
      serviceLineId: path.service_id,
      reason: body.reason,
    },
  });
});
