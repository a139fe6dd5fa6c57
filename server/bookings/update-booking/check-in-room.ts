import { eq } from "drizzle-orm";
import type { Transaction } from "@/server/platform/db/database";
import { bookingRooms } from "@/server/platform/db/schema";
import { todayIn } from "@/server/domain/dates";
import { InvalidRoomStatusError, type FieldErrors } from "@/server/domain/errors";
import type { BookingRow } from "../find-booking";
import { followGroupStatus, setBookingStatus } from "../follow-room-statuses";
import type { LockedBooking } from "../lock-booking";
import type { BookingRoomRow } from "../resolve-booking-room";

/** Statuses a room can be checked in from: the named ones, and a late-arriving no-show. */
const CHECK_IN_FROM = ["reserved", "confirmed", "holding", "no_show"];

/**
 * rooms[i].status = checked_in: not before the check-in date (the property's calendar date),
 * never for a cancelled booking. The booking becomes in_progress. Already checked in: no change.
 */
export async function checkInRoom(
  tx: Transaction,
  input: { locked: LockedBooking; room: BookingRoomRow; owner: BookingRow; roomIndex: number; timezone: string; errors: FieldErrors },
): Promise<void> {
  const { room, owner, errors } = input;
  const field = `rooms.${input.roomIndex}.status`;
  if (room.status === "checked_in") return;
  if (owner.status === "cancelled") {
    errors[field] = ["A cancelled booking cannot be checked in."];
    return;
  }
  if (!CHECK_IN_FROM.includes(room.status)) {
    throw new InvalidRoomStatusError(`A ${room.status} room cannot be checked in.`, room.status, owner.status);
  }
  const today = todayIn(input.timezone);
  if (today < room.checkinDate) {
    errors[field] = [`This room cannot be checked in before ${room.checkinDate} (today is ${today} at the property).`];
    return;
  }
  await tx.update(bookingRooms).set({ status: "checked_in", checkedInAt: new Date() }).where(eq(bookingRooms.id, room.id));
  room.status = "checked_in";
  if (owner.status === "reserved") await setBookingStatus(tx, owner, "in_progress");
  await followGroupStatus(tx, input.locked, owner);
}
