import { cancelRoom } from "@/server/bookings/cancel-room";
import { roomPathSchema } from "@/server/bookings/room-operation-schemas";
import { apiRoute } from "@/server/platform/http/api-route";
import { parseParams } from "@/server/platform/http/parse-input";

/** Cancel Booking Room. No body. */
export const POST = apiRoute({ scope: "bookings:write" }, async ({ params, ctx, db }) => {
  const path = parseParams(roomPathSchema, params);
  return cancelRoom({ db, ctx, input: { tenantId: path.tenant_id, bookingCode: path.booking_id, roomId: path.room_id } });
});
