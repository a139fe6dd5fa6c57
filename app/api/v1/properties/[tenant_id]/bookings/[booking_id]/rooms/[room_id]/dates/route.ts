import { changeRoomDates } from "@/server/bookings/change-room-dates";
import { changeRoomDatesBodySchema, roomPathSchema } from "@/server/bookings/room-operation-schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

/** Change Room Dates (extension). */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(roomPathSchema, params);
  const body = await parseBody(changeRoomDatesBodySchema, request);
  return changeRoomDates({
    db,
    ctx,
    input: { tenantId: path.tenant_id, bookingCode: path.booking_id, roomId: path.room_id, body },
  });
});
