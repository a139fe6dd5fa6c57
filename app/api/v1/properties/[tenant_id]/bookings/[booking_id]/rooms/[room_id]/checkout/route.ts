import { checkOutRoom } from "@/server/bookings/check-out-room";
import { checkOutRoomBodySchema, roomPathSchema } from "@/server/bookings/room-operation-schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

/** Check-out Booking Room. */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(roomPathSchema, params);
  const body = await parseBody(checkOutRoomBodySchema, request);
  return checkOutRoom({
    db,
    ctx,
    input: {
      tenantId: path.tenant_id,
      bookingCode: path.booking_id,
      roomId: path.room_id,
      departureHour: body.departure_hour,
      payment: body.payment,
    },
  });
});
