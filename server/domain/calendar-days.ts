// Calendar-date arithmetic on "YYYY-MM-DD" without a timezone or a library, so the pages can
// import it (the server's dates.ts uses Temporal, which a browser bundle need not carry). Done in
// UTC, where every day has 24 hours.

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
