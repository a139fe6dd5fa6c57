import { addCalendarDays, wallClockIn } from "@/server/domain/calendar-days";

// Wall-clock time at the property now (payments' paid_at and the departure hour are local
// times), read as the server reads it (server/domain/calendar-days.ts).

/** YYYY-MM-DD HH:mm:ss now at the property. */
export function localTimestamp(timeZone: string): string {
  return wallClockIn(timeZone, Date.now());
}

/** HH:mm now at the property. */
export function localHour(timeZone: string): string {
  return localTimestamp(timeZone).slice(11, 16);
}

/** YYYY-MM-DD today at the property, plus some days. */
export function localDate(timeZone: string, plusDays = 0): string {
  return addCalendarDays(localTimestamp(timeZone).slice(0, 10), plusDays);
}
