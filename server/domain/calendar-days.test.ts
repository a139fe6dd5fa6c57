import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./dates";
import { addCalendarDays, calendarDaysBetween } from "./calendar-days";

describe("calendar days without Temporal", () => {
  it("agree with the server's Temporal dates across months, leap days and years", () => {
    for (const [date, days] of [["2026-02-28", 1], ["2028-02-28", 1], ["2026-12-31", 1], ["2026-03-01", -1], ["2026-11-26", 30], ["2026-11-26", -400]] as const) {
      expect(addCalendarDays(date, days)).toBe(addDays(date, days));
      expect(calendarDaysBetween(date, addDays(date, days))).toBe(daysBetween(date, addDays(date, days)));
    }
  });
});
