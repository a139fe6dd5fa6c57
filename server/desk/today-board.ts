import type Decimal from "decimal.js";
import { isInHouseOnDay, roomDayStatus, type RoomDayStatus, type RoomOfDay, type WallClock } from "@/server/bookings/rules/room-status";

// Where a booking stands on the desk's Today board, at the property's own wall-clock time, from
// its rooms' day statuses (roomDayStatus, server/bookings/rules/room-status.ts): the board's
// lists, its counts and its badges all come from them, so they cannot disagree. Pure, so the
// rules can be tested at any hour (across midnight, for day-use stays).

export type { WallClock };

/** A booking as the board needs it: its departure hour and its rooms' statuses and dates. */
export interface BoardBooking {
  status: string;
  departure_hour: string;
  rooms: readonly RoomOfDay[];
}

export type AttentionReason = "no_show" | "overdue_departure" | "registration_incomplete" | "balance_due";

/** A booking whose guests never came stays on the board this many days after its arrival day. */
export const NO_SHOW_DAYS = 7;

export interface BoardPlace {
  /** expected: no room arriving today has come yet; partly_arrived: some have; arrived: all have. */
  arrival?: "expected" | "partly_arrived" | "arrived";
  inHouse: boolean;
  departure?: "due" | "overdue" | "departed";
  /** Why it needs someone's attention; registration and balance are added by the caller, which reads them. */
  attention: AttentionReason[];
  /** Each room's day status, in the order of the booking's rooms. */
  rooms: RoomDayStatus[];
}

/** Day statuses of a room whose guests came (checked in, or in and out). */
const CAME: readonly RoomDayStatus[] = ["in_house", "departing", "overdue", "departed", "gone"];

/**
 * The board's rules, over the rooms' day statuses:
 * - arrivals: rooms whose stay starts today; expected while none of them has come, partly
 *   arrived while some have, arrived once all have; a booking whose arriving rooms are all
 *   no-shows is not an arrival (it needs attention instead);
 * - in-house: a room is checked in;
 * - departures: overdue if a room is, else due if a room leaves today, else departed if a room
 *   was checked out today;
 * - attention: a room is a no-show, or overdue.
 */
export function placeOnBoard(booking: BoardBooking, now: WallClock): BoardPlace {
  const rooms = booking.rooms.map((room) => roomDayStatus(room, booking.departure_hour, now));
  const place: BoardPlace = { inHouse: false, attention: [], rooms };
  if (booking.status === "cancelled") return { ...place, rooms: rooms.map(() => "cancelled") };
  const has = (status: RoomDayStatus) => rooms.includes(status);

  const arriving = rooms.filter((status, index) => status !== "cancelled" && booking.rooms[index]!.checkin_date === now.date);
  const came = arriving.filter((status) => CAME.includes(status)).length;
  if (arriving.length > 0 && came === arriving.length) place.arrival = "arrived";
  else if (came > 0) place.arrival = "partly_arrived";
  else if (arriving.includes("arriving")) place.arrival = "expected";

  place.inHouse = rooms.some(isInHouseOnDay);
  if (has("overdue")) place.departure = "overdue";
  else if (has("departing")) place.departure = "due";
  else if (has("departed")) place.departure = "departed";

  if (has("no_show")) place.attention.push("no_show");
  if (place.departure === "overdue") place.attention.push("overdue_departure");
  return place;
}

/** On the board at all: an arrival, in the house, a departure or something to see to. */
export function isOnBoard(place: BoardPlace): boolean {
  return place.arrival !== undefined || place.inHouse || place.departure !== undefined || place.attention.length > 0;
}

/** A departure (due or overdue) that still owes money: the desk collects it before the guest leaves. */
export function owesAtDeparture(place: Pick<BoardPlace, "departure">, balance: Decimal): boolean {
  return (place.departure === "due" || place.departure === "overdue") && balance.gt(0);
}
