import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Transaction } from "@/server/platform/db/database";
import { bookingRooms } from "@/server/platform/db/schema";
import { ValidationError } from "@/server/domain/errors";
import type { BookingRow } from "./find-booking";
import { roomHolders, type LockedBooking } from "./lock-booking";

export type BookingRoomRow = typeof bookingRooms.$inferSelect;

const uuid = z.uuid();

/**
 * The booking room of a room-level path and the booking that owns it (a child booking when
 * the URL names a group). A room_id that is not a UUID, or not a room of this booking, is a
 * validation error on `room_id` (spec Endpoints 3-5).
 */
export async function resolveBookingRoom(
  tx: Transaction,
  locked: LockedBooking,
  roomId: string,
): Promise<{ room: BookingRoomRow; owner: BookingRow }> {
  if (!uuid.safeParse(roomId).success) throw ValidationError.field("room_id", "The room_id must be a UUID.");
  const holders = roomHolders(locked);
  const [room] = await tx
    .select()
    .from(bookingRooms)
    .where(
      and(
        eq(bookingRooms.id, roomId),
        eq(bookingRooms.propertyId, locked.target.propertyId),
        inArray(
          bookingRooms.bookingId,
          holders.map((booking) => booking.id),
        ),
      ),
    )
    .limit(1);
  if (!room) throw ValidationError.field("room_id", "The room_id is not a room of this booking.");
  return { room, owner: holders.find((booking) => booking.id === room.bookingId)! };
}
