import { describe, expect, it } from "vitest";
import { CLOCK_TIME, isClockTime } from "./clock-time";

describe("a time of day, HH:mm", () => {
  it("is every minute from 00:00 to 23:59", () => {
    for (let hour = 0; hour < 24; hour++) {
      for (let minute = 0; minute < 60; minute++) {
        expect(isClockTime(`${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`)).toBe(true);
      }
    }
  });

  it("is not 24:00, a 60th minute, a missing leading zero, seconds or spaces", () => {
    for (const text of ["24:00", "23:60", "9:00", "09:5", "09:00:00", " 09:00", "09:00 ", "0900", "09.00", "", "ab:cd"]) {
      expect(isClockTime(text), text).toBe(false);
    }
  });

  it("keeps the pattern the OpenAPI document publishes", () => {
    expect(CLOCK_TIME.source).toBe("^([01]\\d|2[0-3]):[0-5]\\d$");
  });
});
