// Kept apart from dates.ts (and free of Temporal) because the guest check-in form validates
// dates in the browser with the same zod schema as the API, and the page's JavaScript budget
// has no room for a Temporal polyfill.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one), of a year from
 * 0001 to 9999: the calendar has no year 0, and PostgreSQL refuses 0000-01-01.
 */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one, in the proleptic Gregorian calendar.
  // setUTCFullYear, unlike Date.UTC, takes years 1 to 99 as they are (not as 1901 to 1999).
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day <= lastDay.getUTCDate();
}
