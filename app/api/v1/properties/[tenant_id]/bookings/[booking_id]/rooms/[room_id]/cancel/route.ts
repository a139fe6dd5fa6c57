import { cancelRoom } from "@/server/bookings/cancel-room";
import { cancelRoomBodySchema, roomPathSchema } from "@/server/bookings/room-operation-schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

/** Cancel Booking Room. No body in the contract; an optional `reason` (extension) goes to the booking's history. */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(roomPathSchema, params);
  const body = await parseBody(cancelRoomBodySchema, request);
  return cancelRoom({
    db,
    ctx,
    input: { tenantId: path.tenant_id, bookingCode: path.booking_id, roomId: path.room_id, reason: body.reason },
  });
});
