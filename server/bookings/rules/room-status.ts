import type { BookingStatus, RoomStatus } from "@/server/domain/enums";

// Which room statuses each room operation starts from (spec Endpoints 3-5, decisions.md).
// The operations refuse the others; the desk offers a room only the actions its status allows.
// Pure (no database): the desk imports it.

const ROOM_OPERATION_FROM = {
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
const OPEN_ROOM_STATUSES = ["reserved", "confirmed", "holding", "no_show", "checked_in"] as const satisfies readonly RoomStatus[];

export function isOpenRoom(status: string): boolean {
  return (OPEN_ROOM_STATUSES as readonly string[]).includes(status);
}

/**
 * Where one booking room stands on a day, at the property's wall clock: the one rule the desk's
 * Today board builds its counts, lists and badges from (server/desk/today-board.ts).
 * - `arriving`: its stay starts today and nobody has checked it in yet;
 * - `no_show`: marked so, or nobody came and its arrival day is over (a day-use stay's once its
 *   departure hour has passed);
 * - `in_house`: checked in, leaving on a later day; `departing`: checked in, leaving today, hour
 *   not passed; `overdue`: checked in past its departure day and hour;
 * - `departed`: checked out today (or, with no time recorded, a stay that ended today);
 * - `upcoming`: to come on a later day; `gone`: checked out on another day; `cancelled`.
 */
export type RoomDayStatus = "arriving" | "no_show" | "in_house" | "departing" | "overdue" | "departed" | "upcoming" | "gone" | "cancelled";

export interface RoomOfDay {
  checkin_status: string;
  checkin_date: string;
  checkout_date: string;
  /** The property's calendar date the room was checked out on; null when not recorded (or not out). */
  checked_out_on: string | null;
}

/** The property's wall clock: its calendar date and time (HH:mm). */
export interface WallClock {
  date: string;
  time: string;
}

export function roomDayStatus(room: RoomOfDay, departureHour: string, now: WallClock): RoomDayStatus {
  const leavingPassed = room.checkout_date < now.date || (room.checkout_date === now.date && departureHour < now.time);
  switch (room.checkin_status) {
    case "cancelled":
      return "cancelled";
    case "no_show":
      return "no_show";
    case "checked_in":
      if (leavingPassed) return "overdue";
      return room.checkout_date === now.date ? "departing" : "in_house";
    case "checked_out": {
      // With no time recorded (an import), a stay that ended today left today.
      return (room.checked_out_on ?? room.checkout_date) === now.date ? "departed" : "gone";
    }
    default: {
      if (room.checkin_date > now.date) return "upcoming";
      const dayUse = room.checkin_date === room.checkout_date;
      const arrivalOver = room.checkin_date < now.date || (dayUse && leavingPassed);
      return arrivalOver ? "no_show" : "arriving";
    }
  }
}

/** Room day statuses of a room in the house (checked in). */
const IN_HOUSE_DAY_STATUSES = ["in_house", "departing", "overdue"] as const satisfies readonly RoomDayStatus[];
export function isInHouseOnDay(status: RoomDayStatus): boolean {
  return (IN_HOUSE_DAY_STATUSES as readonly string[]).includes(status);
}
