import { roomPathSchema } from "@/server/bookings/room-operation-schemas";
import { listRoomUnits } from "@/server/desk/list-room-units";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";

/** Desk: the physical rooms a booking room can go to, with what stands in the way of each. */
export const GET = apiRoute({ scope: "bookings:read" }, async ({ params, ctx, db }) => {
  const path = parseParams(roomPathSchema, params);
  return listRoomUnits({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id, roomId: path.room_id } });
});
