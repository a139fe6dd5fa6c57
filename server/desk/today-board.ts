import type Decimal from "decimal.js";

// Where a booking stands on the desk's Today board, at the property's own wall-clock time.
// Pure, so the rules can be tested at any hour (across midnight, for day-use stays) and the
// desk can show why a booking is where it is.

/** A booking as the board needs it: its stay, hours and rooms' statuses. */
export interface BoardBooking {
  status: string;
  checkin_date: string;
  checkout_date: string;
  departure_hour: string;
  rooms: readonly { checkin_status: string }[];
}

/** The property's wall clock: its calendar date and time (HH:mm). */
export interface WallClock {
  date: string;
  time: string;
}

export type AttentionReason = "no_show" | "overdue_departure" | "registration_incomplete" | "balance_due";

/** A booking whose guests never came stays on the board this many days after its arrival day. */
export const NO_SHOW_DAYS = 7;

export interface BoardPlace {
  arrival?: "expected" | "arrived";
  inHouse: boolean;
  departure?: "due" | "overdue" | "departed";
  /** Why it needs someone's attention; registration and balance are added by the caller, which reads them. */
  attention: AttentionReason[];
}

/**
 * The board's rules:
 * - arrivals: stays starting today; arrived once a room is (or was) checked in;
 * - in-house: a room is checked in;
 * - departures: stays ending today, and any stay with a room still checked in after its
 *   check-out day; overdue once the departure hour (property time) has passed with a room still
 *   checked in; departed when every room that came has left;
 * - no-show: nobody checked in and the arrival day is over, or, for a day-use stay (check-in day
 *   = check-out day), its departure hour has passed.
 */
export function placeOnBoard(booking: BoardBooking, now: WallClock): BoardPlace {
  const place: BoardPlace = { inHouse: false, attention: [] };
  if (booking.status === "cancelled") return place;
  const live = booking.rooms.filter((room) => room.checkin_status !== "cancelled");
  if (live.length === 0) return place;
  const inHouse = live.some((room) => room.checkin_status === "checked_in");
  const came = live.some((room) => room.checkin_status === "checked_in" || room.checkin_status === "checked_out");
  const departurePassed = isPast(booking.checkout_date, booking.departure_hour, now);

  place.inHouse = inHouse;
  if (booking.checkin_date === now.date) place.arrival = came ? "arrived" : "expected";
  if (inHouse && departurePassed) place.departure = "overdue";
  else if (booking.checkout_date === now.date) place.departure = inHouse ? "due" : came ? "departed" : undefined;

  const dayUse = booking.checkin_date === booking.checkout_date;
  const arrivalOver = booking.checkin_date < now.date || (dayUse && departurePassed);
  if (!came && arrivalOver) place.attention.push("no_show");
  if (place.departure === "overdue") place.attention.push("overdue_departure");
  return place;
}

/** The departure hour of `date` has passed on the wall clock. */
function isPast(date: string, hour: string, now: WallClock): boolean {
  return date < now.date || (date === now.date && hour < now.time);
}

/** A departure (due or overdue) that still owes money: the desk collects it before the guest leaves. */
export function owesAtDeparture(place: BoardPlace, balance: Decimal): boolean {
  return (place.departure === "due" || place.departure === "overdue") && balance.gt(0);
}
