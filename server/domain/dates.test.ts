import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { addDays, currentHourIn, currentTimestampIn, daysBetween, nightsOf, todayIn, weekdayOf } from "./dates";

const AT = Temporal.Instant.from("2026-03-10T17:05:09Z");

describe("the server's dates", () => {
  it("read today, the hour and the timestamp at the property", () => {
    expect(todayIn("Asia/Ho_Chi_Minh", AT)).toBe("2026-03-11");
    expect(todayIn("Europe/London", AT)).toBe("2026-03-10");
    expect(currentHourIn("Asia/Ho_Chi_Minh", AT)).toBe("00:05");
    expect(currentTimestampIn("Asia/Ho_Chi_Minh", AT)).toBe("2026-03-11 00:05:09");
  });

  it("count nights and weekdays", () => {
    expect(nightsOf("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(nightsOf("2026-03-02", "2026-03-02")).toEqual(["2026-03-02"]);
    expect(weekdayOf("2026-11-29")).toBe("sun");
    expect(weekdayOf("2026-11-30")).toBe("mon");
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
  });

  it("refuse a date that is not a real one, as Temporal did, instead of rolling it over", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => daysBetween("2026-01-01", "2026-13-01")).toThrow(RangeError);
    expect(() => weekdayOf("soon")).toThrow(RangeError);
  });
});
