import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./dates";
import { addCalendarDays, calendarDaysBetween, isoWeekday, wallClockIn } from "./calendar-days";

describe("calendar days without Temporal", () => {
  it("agree with the server's Temporal dates across months, leap days and years", () => {
    for (const [date, days] of [
      ["2026-02-28", 1],
      ["2028-02-28", 1],
      ["2026-12-31", 1],
      ["2026-03-01", -1],
      ["2026-11-26", 30],
      ["2026-11-26", -400],
    ] as const) {
      expect(addCalendarDays(date, days)).toBe(addDays(date, days));
      expect(calendarDaysBetween(date, addDays(date, days))).toBe(daysBetween(date, addDays(date, days)));
    }
  });
});

describe("calendar days, against Temporal's calendar", () => {
  it("add, count and name weekdays as Temporal.PlainDate does", () => {
    for (const [date, days] of [
      ["2026-02-28", 1],
      ["2028-02-29", 365],
      ["1999-12-31", 1],
      ["2026-03-29", -29],
      ["0001-01-01", 10],
    ] as const) {
      const plain = Temporal.PlainDate.from(date);
      expect(addCalendarDays(date, days)).toBe(plain.add({ days }).toString());
      expect(calendarDaysBetween(date, plain.add({ days }).toString())).toBe(days);
      expect(isoWeekday(date)).toBe(plain.dayOfWeek);
    }
  });
});

describe("wallClockIn", () => {
  it("reads a zone's wall clock as Temporal does, across midnight, DST changes and a half-hour zone", () => {
    const cases = [
      ["Asia/Ho_Chi_Minh", "2026-01-01T17:00:00Z", "2026-01-02 00:00:00"],
      ["Asia/Ho_Chi_Minh", "2026-03-10T07:05:09.999Z", "2026-03-10 14:05:09"],
      ["Europe/Berlin", "2026-03-29T01:30:00Z", "2026-03-29 03:30:00"],
      ["America/New_York", "2026-11-01T05:59:59Z", "2026-11-01 01:59:59"],
      ["Asia/Kolkata", "2026-06-30T18:29:00Z", "2026-06-30 23:59:00"],
      ["UTC", "2026-12-31T23:59:59Z", "2026-12-31 23:59:59"],
    ] as const;
    for (const [zone, instant, expected] of cases) {
      const at = Temporal.Instant.from(instant);
      expect(wallClockIn(zone, at.epochMilliseconds)).toBe(expected);
      expect(wallClockIn(zone, new Date(instant))).toBe(expected);
      expect(wallClockIn(zone, at.epochMilliseconds)).toBe(
        at.toZonedDateTimeISO(zone).toPlainDateTime().toString({ smallestUnit: "second" }).replace("T", " "),
      );
    }
  });

  it("refuses a zone that does not exist", () => {
    expect(() => wallClockIn("Mars/Olympus_Mons", 0)).toThrow(RangeError);
  });
});
