import type { BookingStatus, RoomStatus } from "@/server/domain/enums";

// Which room statuses each room operation starts from (spec Endpoints 3-5, decisions.md).
// The operations refuse the others; the desk offers a room only the actions its status allows.
// Pure (no database): the desk imports it.

export const ROOM_OPERATION_FROM = {
  /** The named ones, and a late-arriving no-show. */
  checkIn: ["reserved", "confirmed", "holding", "no_show"],
  checkOut: ["checked_in"],
  changeRate: ["reserved", "confirmed", "holding", "checked_in"],
  cancel: ["reserved", "confirmed", "holding", "no_show"],
  /** A room still to come or in the house can be placed; one that left, was cancelled or never came cannot. */
  assignUnit: ["reserved", "confirmed", "holding", "checked_in"],
  /** Every status but cancelled: services are added after check-out too, before the invoice. */
  addService: ["reserved", "confirmed", "holding", "no_show", "checked_in", "checked_out"],
  /** A stay to come moves or changes length; a checked-in one changes only its check-out (stay-change.ts). */
  changeDates: ["reserved", "confirmed", "holding", "checked_in"],
} as const satisfies Record<string, readonly RoomStatus[]>;

export type RoomOperation = keyof typeof ROOM_OPERATION_FROM;

export function roomAllows(operation: RoomOperation, status: string): boolean {
  return (ROOM_OPERATION_FROM[operation] as readonly string[]).includes(status);
}

/** Booking statuses that forbid cancelling the whole booking (decisions.md, "Cancelling the last paying room"). */
const BOOKING_NOT_CANCELLABLE: readonly BookingStatus[] = ["in_progress", "finished"];

export function bookingRefusesCancel(status: string): boolean {
  return (BOOKING_NOT_CANCELLABLE as readonly string[]).includes(status);
}

/**
 * Open rooms: the rooms a guest can still register and check in, whose registration online
 * check-in waits for (not cancelled, not checked out; a no-show may still arrive late).
 */
export const OPEN_ROOM_STATUSES = ["reserved", "confirmed", "holding", "no_show", "checked_in"] as const satisfies readonly RoomStatus[];

export function isOpenRoom(status: string): boolean {
  return (OPEN_ROOM_STATUSES as readonly string[]).includes(status);
}
