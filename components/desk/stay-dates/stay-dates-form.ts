// Change Booking Room Dates (POST …/rooms/{room_id}/dates) as the desk uses it: extend or
// shorten one room's stay. Pure: the dialogs and the test use it.

export type { ChangeRoomDatesRequest } from "@/server/bookings/room-operation-schemas";

import { calendarDaysBetween } from "@/server/domain/calendar-days";

/** The nights a stay charges: a same-day stay (check-out on the check-in day) charges its one night. */
export function chargedNights(checkin: string, checkout: string): number {
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

/** The dates API's fields → the dialog's fields. */
export const stayDatesFieldOf = (path: string) =>
  ({ checkin_date: "checkin", checkout_date: "checkout", reason: "reason" })[path as "reason"] as string | undefined;
