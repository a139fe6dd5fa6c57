// Calendar dates ("YYYY-MM-DD") and the wall clock at a property: the one place their arithmetic
// is done, for the server (dates.ts) and the pages alike. Without a timezone library, so the
// pages can import it (a browser bundle need not carry Temporal): days are counted in UTC, where
// every day has 24 hours, and a zone's wall clock is read with Intl, from the same zone data.

const DAY_MS = 86_400_000;
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** A date plus some days (negative: earlier). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(utc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from one date to another, negative when the second is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The ISO weekday of a date: 1 for Monday to 7 for Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(utc(date)).getUTCDay() + 6) % 7) + 1;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock in `timeZone` at `at` (epoch milliseconds or a Date): `YYYY-MM-DD HH:mm:ss`, on
 * a 24-hour clock. An unknown zone throws a RangeError.
 */
export function wallClockIn(timeZone: string, at: number | Date): string {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    wallClocks.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  return `${part.year!.padStart(4, "0")}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
