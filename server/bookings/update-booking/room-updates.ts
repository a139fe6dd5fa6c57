import { ValidationError, type FieldErrors } from "@/server/domain/errors";
import { linesOf } from "../family-lines";
import type { BookingRow } from "../find-booking";
import type { BookingLines, BookingRoomLine } from "../load-booking-lines";
import { roomHolders, type LockedBooking } from "../lock-booking";
import type { UpdateBookingInput } from "./schema";

export interface RoomUpdate {
  update: NonNullable<UpdateBookingInput["rooms"]>[number];
  roomIndex: number;
  room: BookingRoomLine;
  /** The booking that holds the room: the URL's, or a child of the URL's group. */
  owner: BookingRow;
}

/**
 * Each rooms[i] of the request with the booking room it names, as read. Refused at once: more
 * updates than the booking has rooms, a room that is not the booking's, and a room sent twice
 * (each is checked against the room as read, so a second update of it could not be).
 */
export function roomUpdatesOf(data: UpdateBookingInput, locked: LockedBooking, familyLines: BookingLines): RoomUpdate[] {
  const rooms = linesOf(familyLines, locked.target).rooms;
  // The schema's bound is for any booking; this one is the booking's own.
  if ((data.rooms?.length ?? 0) > rooms.length) {
    throw ValidationError.field("rooms", `This booking has ${rooms.length} rooms; send at most one update for each.`);
  }
  const holders = roomHolders(locked);
  const errors: FieldErrors = {};
  const firstUpdateOf = new Map<string, number>();
  const updates = (data.rooms ?? []).flatMap((update, roomIndex) => {
    const room = rooms.find((line) => line.id === update.id.toLowerCase());
    if (!room) {
      errors[`rooms.${roomIndex}.id`] = ["Not a room of this booking."];
      return [];
    }
    if (firstUpdateOf.has(room.id)) {
      errors[`rooms.${roomIndex}.id`] = [`This room is already updated by rooms.${firstUpdateOf.get(room.id)}; send each room once.`];
      return [];
    }
    firstUpdateOf.set(room.id, roomIndex);
    return [{ update, roomIndex, room, owner: holders.find((booking) => booking.id === room.bookingId)! }];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return updates;
}
