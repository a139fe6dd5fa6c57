import type Decimal from "decimal.js";
import { money } from "@/server/domain/money";
import { bookingRefusesCancel } from "./room-status";
import { countsInTotals } from "./totals";

// What cancelling a room does (decisions.md, "Cancelling the last paying room"): the last room
// of its booking with a room fee (no other uncancelled room with room_fee > 0) cancels the
// whole booking, which an in-progress or finished booking refuses. Rooms of a group belong to
// their child booking. Cancel Booking Room applies it; the desk says it before confirming.
// Pure (no database): the desk imports it.

export interface CancelConsequence {
  cancelsBooking: boolean;
  /** The booking that would be cancelled (the room's own, a child's code in a group). */
  bookingCode: string;
  /** Set when the booking's status forbids cancelling it, so the request will be refused. */
  refusedStatus?: string;
}

export interface RoomOfBooking {
  id: string;
  bookingCode: string;
  status: string;
  /** The sum of the room's nightly prices. */
  roomFee: Decimal.Value;
}

export function cancelConsequence(
  rooms: readonly RoomOfBooking[],
  roomId: string,
  bookingStatusOf: (code: string) => string,
): CancelConsequence {
  const room = rooms.find((candidate) => candidate.id === roomId);
  if (!room) return { cancelsBooking: false, bookingCode: "" };
  const pays = (candidate: RoomOfBooking) => money(candidate.roomFee).gt(0);
  const otherPaying = rooms.some(
    (other) => other.id !== roomId && other.bookingCode === room.bookingCode && countsInTotals(other.status) && pays(other),
  );
  const cancelsBooking = pays(room) && !otherPaying;
  const status = bookingStatusOf(room.bookingCode);
  return {
    cancelsBooking,
    bookingCode: room.bookingCode,
    refusedStatus: cancelsBooking && bookingRefusesCancel(status) ? status : undefined,
  };
}
