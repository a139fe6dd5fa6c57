import type { Temporal } from "temporal-polyfill";
import { addCalendarDays, calendarDaysBetween, isoWeekday, wallClockIn } from "./calendar-days";
import { currentInstant } from "./clock";
import { isIsoDate } from "./iso-date";

// Stay dates are calendar dates (no time, no zone). "Today" is the calendar date in the
// property's own timezone (decisions.md), so a guest in Hanoi checks in on Hanoi's date.
// The arithmetic is calendar-days.ts's, shared with the pages; here a date that is not a real
// one (2026-02-30) is refused with a RangeError instead of rolling over into the next month.

export { isIsoDate };

export function todayIn(timeZone: string, now: Temporal.Instant = currentInstant()): string {
  return wallClockAt(timeZone, now).slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return addCalendarDays(realDate(date), days);
}

export function daysBetween(from: string, to: string): number {
  return calendarDaysBetween(realDate(from), realDate(to));
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
  return keys[isoWeekday(realDate(date)) - 1]!;
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
  return wallClockAt(timeZone, now).slice(11, 16);
}

/** The wall-clock date and time `YYYY-MM-DD HH:mm:ss` in a timezone (a payment's paid_at made now). */
export function currentTimestampIn(timeZone: string, now: Temporal.Instant = currentInstant()): string {
  return wallClockAt(timeZone, now);
}

function wallClockAt(timeZone: string, now: Temporal.Instant): string {
  return wallClockIn(timeZone, now.epochMilliseconds);
}

function realDate(date: string): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return date;
}
