import { daysBetween, nightsOf } from "@/server/domain/dates";
import type { FieldErrors } from "@/server/domain/errors";

// Change Room Dates (extension): which new stays a room may take, which nights the change adds
// and removes, and how an added night is priced (when nobody sends its price, and for a room
// without stored prices). Pure: the server
// and the desk's previews can share it. docs/choices.md, "Change Room Dates", gives the reasons.

export interface Stay {
  checkinDate: string;
  checkoutDate: string;
}

export const MAX_STAY_NIGHTS = 30;

/**
 * What is wrong with moving a room of `status` from `current` to `wanted`, on the property's
 * `today`, by the field to blame (empty when the change is allowed). The status itself was
 * checked before (room-status.ts, "changeDates"). The rules:
 * - check-out after check-in, 1 to 30 nights; a checked-in room may also leave on the day it
 *   arrived when that day is today (its stay becomes a same-day stay);
 * - a checked-in room keeps its check-in date: only check-out moves;
 * - a date that changes does not move into the past: a new check-in is today or later, a new
 *   check-out is today or later (a checked-in room shortened to today leaves today).
 *   A date sent unchanged is not judged, so a late arrival can still be extended.
 */
export function stayChangeErrors(status: string, current: Stay, wanted: Stay, today: string): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const checkedIn = status === "checked_in";
  const checkinMoves = wanted.checkinDate !== current.checkinDate;
  const checkoutMoves = wanted.checkoutDate !== current.checkoutDate;

  if (checkedIn && checkinMoves)
    add("checkin_date", `The guest is in the house: the check-in date stays ${current.checkinDate}; change only checkout_date.`);
  else if (checkinMoves && wanted.checkinDate < today)
    add("checkin_date", `The check-in date cannot move into the past (today is ${today}).`);
  if (checkoutMoves && wanted.checkoutDate < today)
    add("checkout_date", `The check-out date cannot move into the past (today is ${today}).`);

  const leavesOnArrivalDay = checkedIn && wanted.checkoutDate === wanted.checkinDate && wanted.checkoutDate === today;
  const nights = daysBetween(wanted.checkinDate, wanted.checkoutDate);
  if (nights < 1 && !leavesOnArrivalDay && !errors.checkout_date)
    add("checkout_date", "The check-out date must be after the check-in date.");
  if (nights > MAX_STAY_NIGHTS) add("checkout_date", `A stay is at most ${MAX_STAY_NIGHTS} nights.`);
  return errors;
}

/** The nights of the new stay that the old one did not have, in date order. */
export function addedNights(current: Stay, wanted: Stay): string[] {
  const old = new Set(nightsOf(current.checkinDate, current.checkoutDate));
  return nightsOf(wanted.checkinDate, wanted.checkoutDate).filter((night) => !old.has(night));
}

/** The nights of the old stay that the new one no longer has, in date order. */
export function removedNights(current: Stay, wanted: Stay): string[] {
  return addedNights(wanted, current);
}

/**
 * The added nights split by the side that grew, each with the request field a refusal points
 * at: nights before the old check-in blame `checkin_date`, the others `checkout_date` (a stay
 * moved later, or extended).
 */
export function addedNightsBySide(current: Stay, added: readonly string[]): { path: "checkin_date" | "checkout_date"; nights: string[] }[] {
  const earlier = added.filter((night) => night < current.checkinDate);
  const later = added.filter((night) => night >= current.checkinDate);
  return [
    { path: "checkin_date" as const, nights: earlier },
    { path: "checkout_date" as const, nights: later },
  ].filter((side) => side.nights.length > 0);
}

/**
 * The agreed rate continues: an added night of a room sold without a rate plan takes the price
 * of the stored night nearest to it (the earlier one on a tie). Undefined when none is stored.
 */
export function nearestNightPrice(night: string, stored: ReadonlyMap<string, string>): string | undefined {
  let best: { distance: number; price: string } | undefined;
  for (const [day, price] of [...stored].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const distance = Math.abs(daysBetween(day, night));
    if (!best || distance < best.distance) best = { distance, price };
  }
  return best?.price;
}

/**
 * A room without stored nightly prices (imported without them) has no agreed rate to continue,
 * so a change that adds nights to it, or sends prices for it, prices every night of its new
 * stay, as Change Booking Room Rate's rule 1 asks of such a room: never free nights, never a
 * room priced on some nights only. The prices sent, in date order, when they name each night of
 * `nights` (the new stay's) and no other; undefined otherwise.
 */
export function wholeStayPrices(
  nights: readonly string[],
  given: readonly { day: string; price: string }[] | undefined,
): { day: string; price: string }[] | undefined {
  if (!given || given.length !== nights.length || !given.every((night) => nights.includes(night.day))) return undefined;
  return [...given].sort((a, b) => (a.day < b.day ? -1 : 1));
}

/** The one refusal of a change to a room without stored prices that does not price its whole new stay. */
export function unpricedRoomMessage(nights: readonly string[]): string {
  return (
    `This room has no stored nightly prices: send the price of every night of the new stay (${nights[0]} to ${nights.at(-1)}) in days_breakdown, ` +
    "or set the room's prices with Change Booking Room Rate first."
  );
}

/**
 * The dates a booking shows: from the earliest check-in to the latest check-out of its rooms
 * that still stay (not cancelled, not a no-show); the current dates when none does.
 */
export function bookingSpan(rooms: readonly (Stay & { status: string })[], current: Stay): Stay {
  const staying = rooms.filter((room) => room.status !== "cancelled" && room.status !== "no_show");
  if (staying.length === 0) return current;
  return {
    checkinDate: staying.map((room) => room.checkinDate).reduce((a, b) => (b < a ? b : a)),
    checkoutDate: staying.map((room) => room.checkoutDate).reduce((a, b) => (b > a ? b : a)),
  };
}

/**
 * Whether a meal dated `serveDate` goes with the nights a stay change removes: it is outside the
 * new stay (check-in to check-out day, both included: breakfast is served the morning after a
 * night) and not yet past. A meal already served stays, as a service already used does.
 */
export function mealLeavesWithStay(serveDate: string, wanted: Stay, today: string): boolean {
  return serveDate >= today && (serveDate < wanted.checkinDate || serveDate > wanted.checkoutDate);
}
