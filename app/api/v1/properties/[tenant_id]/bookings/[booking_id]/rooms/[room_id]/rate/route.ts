import { changeRoomRate } from "@/server/bookings/change-room-rate";
import { changeRoomRateBodySchema, roomPathSchema } from "@/server/bookings/room-operation-schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

/** Change Booking Room Rate. */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(roomPathSchema, params);
  const body = await parseBody(changeRoomRateBodySchema, request);
  return changeRoomRate({
    db,
    ctx,
    input: { tenantId: path.tenant_id, bookingCode: path.booking_id, roomId: path.room_id, body },
  });
});
