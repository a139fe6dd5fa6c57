import { z } from "zod";
import { ValidationError } from "@/server/domain/errors";
import type { BookingRow } from "./find-booking";
import type { BookingLines, BookingRoomLine } from "./load-booking-lines";
import { roomHolders, type LockedBooking } from "./lock-booking";

const uuid = z.uuid();

/**
 * The booking room of a room-level path and the booking that owns it (a child booking when
 * the URL names a group), from the family's lines. A room_id that is not a UUID, or not a room
 * of this booking, is a validation error on `room_id` (spec Endpoints 3-5).
 */
export function resolveBookingRoom(
  locked: LockedBooking,
  familyLines: BookingLines,
  roomId: string,
): { room: BookingRoomLine; owner: BookingRow } {
  if (!uuid.safeParse(roomId).success) throw ValidationError.field("room_id", "The room_id must be a UUID.");
  const holders = roomHolders(locked);
  // PostgreSQL reads a UUID in either case and writes it in lower case.
  const id = roomId.toLowerCase();
  const room = familyLines.rooms.find((line) => line.id === id);
  const owner = room && holders.find((booking) => booking.id === room.bookingId);
  if (!room || !owner) throw ValidationError.field("room_id", "The room_id is not a room of this booking.");
  return { room, owner };
}
