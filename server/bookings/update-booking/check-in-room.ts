import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookingRooms } from "@/server/platform/db/schema";
import { InvalidRoomStatusError, type FieldErrors } from "@/server/domain/errors";
import type { BookingRow } from "../find-booking";
import { followGroupStatus, setBookingStatus } from "../follow-room-statuses";
import type { BookingLines, BookingRoomLine } from "../load-booking-lines";
import type { LockedBooking } from "../lock-booking";
import { roomAllows } from "@/server/bookings/rules/room-status";
import { withRoomStatus } from "../with-room-status";

// rooms[i].status = checked_in: not before the check-in date (the property's calendar date),
// never for a cancelled booking. The booking becomes in_progress. Already checked in: no change.

/**
 * What is wrong with checking the room in, as read. A room whose status forbids it is not a
 * field error but BOOKING_ROOM_INVALID_STATUS, thrown at once.
 */
export function checkInErrors(input: { room: BookingRoomLine; owner: BookingRow; roomIndex: number; today: string }): FieldErrors {
  const { room, owner } = input;
  const field = `rooms.${input.roomIndex}.status`;
  if (room.status === "checked_in") return {};
  if (owner.status === "cancelled") return { [field]: ["A cancelled booking cannot be checked in."] };
  if (!roomAllows("checkIn", room.status)) {
    throw new InvalidRoomStatusError(`A ${room.status} room cannot be checked in.`, room.status, owner.status);
  }
  if (input.today < room.checkinDate) {
    return { [field]: [`This room cannot be checked in before ${room.checkinDate} (today is ${input.today} at the property).`] };
  }
  return {};
}

/** Checks the room in, already checked by checkInErrors; the booking and its group follow. Returns the lines as written. */
export async function checkInRoom(
  tx: Transaction,
  input: { locked: LockedBooking; room: BookingRoomLine; owner: BookingRow; lines: BookingLines },
): Promise<BookingLines> {
  const { room, owner } = input;
  if (room.status === "checked_in") return input.lines;
  await tx.update(bookingRooms).set({ status: "checked_in", checkedInAt: new Date() }).where(eq(bookingRooms.id, room.id));
  if (owner.status === "reserved") await setBookingStatus(tx, owner, "in_progress");
  await followGroupStatus(tx, input.locked, owner);
  return withRoomStatus(input.lines, [room.id], "checked_in");
}
