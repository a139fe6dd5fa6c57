import { describe, expect, it } from "vitest";
import { onRegisterOfNight } from "./night-of-stay";

const HANOI = "Asia/Ho_Chi_Minh";
const stay = (checkedOutAt: string | null, arrival = "2026-03-09", departure = "2026-03-11") => ({
  arrival,
  departure,
  checkedOutAt: checkedOutAt ? new Date(checkedOutAt) : null,
});

describe("who a night's register lists", () => {
  it("lists a room in house on each night from its arrival to the night before its departure", () => {
    expect(["2026-03-08", "2026-03-09", "2026-03-10", "2026-03-11"].map((night) => onRegisterOfNight(stay(null), night, HANOI))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("leaves out a room checked out on the night's day, before the night (20:02 property time)", () => {
    const leftEarly = stay("2026-03-10T13:02:00Z"); // 20:02 in Hanoi
    expect(onRegisterOfNight(leftEarly, "2026-03-10", HANOI)).toBe(false);
    expect(onRegisterOfNight(leftEarly, "2026-03-09", HANOI)).toBe(true);
  });

  it("lists a room that leaves the next morning, even just after midnight", () => {
    expect(onRegisterOfNight(stay("2026-03-11T03:00:00Z"), "2026-03-10", HANOI)).toBe(true); // 10:00 on 11 March
    expect(onRegisterOfNight(stay("2026-03-10T17:30:00Z"), "2026-03-10", HANOI)).toBe(true); // 00:30 on 11 March
  });

  it("lists a day-use stay on its day, checked out or not", () => {
    expect(onRegisterOfNight(stay("2026-03-10T08:00:00Z", "2026-03-10", "2026-03-10"), "2026-03-10", HANOI)).toBe(true);
    expect(onRegisterOfNight(stay(null, "2026-03-10", "2026-03-10"), "2026-03-09", HANOI)).toBe(false);
  });
});
