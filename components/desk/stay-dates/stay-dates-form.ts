// Change Booking Room Dates (POST …/rooms/{room_id}/dates) as the desk uses it: extend or
// shorten one room's stay. Pure: the dialogs and the test use it.

import { addCalendarDays, calendarDaysBetween } from "@/server/domain/calendar-days";

/** The nights a stay charges: a same-day stay (check-out on the check-in day) charges its one night. */
function chargedNights(checkin: string, checkout: string): number {
  return Math.max(1, calendarDaysBetween(checkin, checkout));
}

/** How many nights a change of dates adds (positive) or removes (negative). */
export function nightsDelta(current: { checkin: string; checkout: string }, next: { checkin: string; checkout: string }): number {
  return chargedNights(next.checkin, next.checkout) - chargedNights(current.checkin, current.checkout);
}

/**
 * The check-out an early departure shortens a checked-in room to: today (on the day of arrival
 * too, which the dates API allows a checked-in room: a same-day stay). Undefined when the stay
 * ends today or earlier, so nothing is early.
 */
export function earlyDepartureCheckout(stay: { checkin: string; checkout: string }, today: string): string | undefined {
  return stay.checkout > today ? today : undefined;
}

/** The longest run of added nights the dialog looks up one by one (the dates API's longest stay is shorter). */
const MOST_NIGHTS_LOOKED_UP = 31;

/**
 * The nights a change of dates adds to the stay, in order: the ones after the current check-out
 * (an extension) and before the current check-in (an earlier arrival). Only these need a room
 * free; the nights the room holds already are its own. Empty for dates out of order.
 */
export function addedNights(current: { checkin: string; checkout: string }, next: { checkin: string; checkout: string }): string[] {
  if (!next.checkin || !next.checkout || next.checkout <= next.checkin) return [];
  const nights: string[] = [];
  for (let night = next.checkin; night < next.checkout && nights.length < MOST_NIGHTS_LOOKED_UP; night = addCalendarDays(night, 1)) {
    if (night < current.checkin || night >= current.checkout) nights.push(night);
  }
  return nights;
}

/** Each added night and the rooms of the type free on it (undefined while it is being looked up). */
export interface NightAvailability {
  night: string;
  free: number | undefined;
}

/** The added nights split by what the lookup said: free, sold out, or not known yet. */
export function nightsByAvailability(nights: readonly NightAvailability[]) {
  return {
    free: nights.filter((entry) => entry.free !== undefined && entry.free > 0),
    soldOut: nights.filter((entry) => entry.free !== undefined && entry.free <= 0).map((entry) => entry.night),
    pending: nights.some((entry) => entry.free === undefined),
  };
}

/** The dates API's fields → the dialog's fields. */
export const stayDatesFieldOf = (path: string) =>
  ({ checkin_date: "checkin", checkout_date: "checkout", reason: "reason" })[path as "reason"] as string | undefined;
