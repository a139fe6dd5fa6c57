import { Temporal } from "temporal-polyfill";
import { currentInstant } from "./clock";

// Stay dates are calendar dates (no time, no zone). "Today" is the calendar date in the
// property's own timezone (decisions.md), so a guest in Hanoi checks in on Hanoi's date.

export { isIsoDate } from "./iso-date";

export function todayIn(timeZone: string, now: Temporal.Instant = currentInstant()): string {
  return now.toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

export function daysBetween(from: string, to: string): number {
  return Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: "days" }).days;
}

/**
 * The nights of a stay: check-in date up to the day before check-out. A same-day (day-use)
 * stay has one night, its check-in date.
 */
export function nightsOf(checkinDate: string, checkoutDate: string): string[] {
  if (checkinDate === checkoutDate) return [checkinDate];
  const nights: string[] = [];
  for (let day = checkinDate; day < checkoutDate; day = addDays(day, 1)) nights.push(day);
  return nights;
}

/** The weekday key of a date (`mon` .. `sun`), as default rates are keyed. */
export function weekdayOf(date: string): "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun" {
  const keys = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
  return keys[Temporal.PlainDate.from(date).dayOfWeek - 1]!;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time HH:mm in a timezone (the actual departure hour when none is sent). */
export function currentHourIn(timeZone: string, now: Temporal.Instant = currentInstant()): string {
  return now.toZonedDateTimeISO(timeZone).toPlainTime().toString({ smallestUnit: "minute" });
}

/** The wall-clock date and time `YYYY-MM-DD HH:mm:ss` in a timezone (a payment's paid_at made now). */
export function currentTimestampIn(timeZone: string, now: Temporal.Instant = currentInstant()): string {
  return now.toZonedDateTimeISO(timeZone).toPlainDateTime().toString({ smallestUnit: "second" }).replace("T", " ");
}
