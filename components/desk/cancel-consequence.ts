// What cancelling a room will do (decisions.md, "Cancelling the last paying room"): the last
// room of its booking with a room fee cancels the whole booking, which an in-progress or
// finished booking refuses. Rooms of a group belong to their child booking.

export interface CancelConsequence {
  cancelsBooking: boolean;
  /** The booking that would be cancelled (the room's own, a child's code in a group). */
  bookingCode: string;
  /** Set when the booking's status forbids cancelling it, so the request will be refused. */
  refusedStatus?: string;
}

export function cancelConsequence(
  rooms: readonly { id: string; booking_code: string; room_fee: number; checkin_status: string }[],
  roomId: string,
  bookingStatusOf: (code: string) => string,
): CancelConsequence {
  const room = rooms.find((candidate) => candidate.id === roomId);
  if (!room) return { cancelsBooking: false, bookingCode: "" };
  const otherPaying = rooms.some(
    (other) => other.id !== roomId && other.booking_code === room.booking_code && other.checkin_status !== "cancelled" && other.room_fee > 0,
  );
  const cancelsBooking = room.room_fee > 0 && !otherPaying;
  const status = bookingStatusOf(room.booking_code);
  return {
    cancelsBooking,
    bookingCode: room.booking_code,
    refusedStatus: cancelsBooking && (status === "in_progress" || status === "finished") ? status : undefined,
  };
}
