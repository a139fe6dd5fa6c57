import { isOpenRoom } from "./room-status";

// When a booking's online check-in is complete (the `checkin.completed` event, bookings.checkin_completed_at,
// the desk's "complete"): every open room of the booking (room-status.ts) has a complete
// registration, judged by server/domain/guest-registration.ts as Get Booking Detail reports it.
// A cancelled or checked-out room does not hold it back. Pure: the writes (follow-checkin-completion.ts)
// and the fixture import ask it alike.

/**
 * Whether the online check-in of a booking that holds these rooms is complete; null when none
 * of its rooms is open (all cancelled or checked out): there is nothing left to complete, and
 * whatever was recorded stays.
 */
export function checkinComplete<Room extends { status: string }>(
  rooms: readonly Room[],
  registrationComplete: (room: Room) => boolean,
): boolean | null {
  const open = rooms.filter((room) => isOpenRoom(room.status));
  if (open.length === 0) return null;
  return open.every(registrationComplete);
}
