import { assignRoom } from "@/server/bookings/room-assignment/assign-room";
import { assignRoomBodySchema, roomPathSchema } from "@/server/bookings/room-operation-schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseBody, parseParams } from "@/server/platform/http/parse-input";

/** Assign Room (extension): put the booking room in a physical room of its type, or take it out. */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ request, params, ctx, db }) => {
  const path = parseParams(roomPathSchema, params);
  const body = await parseBody(assignRoomBodySchema, request);
  return assignRoom({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id, roomId: path.room_id, body } });
});
