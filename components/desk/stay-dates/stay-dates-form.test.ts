import { describe, expect, it } from "vitest";
import { addCalendarDays as addDays } from "@/server/domain/calendar-days";
import { addedNights, earlyDepartureCheckout, nightsByAvailability, nightsDelta } from "./stay-dates-form";

describe("stay dates", () => {
  it("counts the nights a change adds or removes", () => {
    const stay = { checkin: "2026-03-10", checkout: "2026-03-13" };
    expect(nightsDelta(stay, { checkin: "2026-03-10", checkout: "2026-03-15" })).toBe(2);
    expect(nightsDelta(stay, { checkin: "2026-03-10", checkout: "2026-03-11" })).toBe(-2);
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    // Leaving on the day of arrival keeps that night (a same-day stay charges its one night).
    expect(nightsDelta({ checkin: "2026-03-10", checkout: "2026-03-13" }, { checkin: "2026-03-10", checkout: "2026-03-10" })).toBe(-2);
  });

  it("shortens an early departure to today", () => {
    const stay = { checkin: "2026-03-10", checkout: "2026-03-14" };
    expect(earlyDepartureCheckout(stay, "2026-03-12")).toBe("2026-03-12");
    // Leaving on the day of arrival: a same-day stay, which the dates API allows a checked-in room.
    expect(earlyDepartureCheckout(stay, "2026-03-10")).toBe("2026-03-10");
    // Leaving on the booked day, or after it: nothing is early.
    expect(earlyDepartureCheckout(stay, "2026-03-14")).toBeUndefined();
    expect(earlyDepartureCheckout(stay, "2026-03-15")).toBeUndefined();
  });
});

describe("the nights a change adds", () => {
  const stay = { checkin: "2026-11-27", checkout: "2026-11-29" };

  it("are the nights after the check-out an extension adds", () => {
    expect(addedNights(stay, { checkin: "2026-11-27", checkout: "2026-12-01" })).toEqual(["2026-11-29", "2026-11-30"]);
  });

  it("are the nights before the check-in an earlier arrival adds, and none the room holds", () => {
    expect(addedNights(stay, { checkin: "2026-11-25", checkout: "2026-11-29" })).toEqual(["2026-11-25", "2026-11-26"]);
    expect(addedNights(stay, { checkin: "2026-11-27", checkout: "2026-11-28" })).toEqual([]);
    expect(addedNights(stay, { checkin: "2026-11-29", checkout: "2026-11-28" })).toEqual([]);
  });

  it("splits free, sold-out and not-yet-known nights", () => {
    const split = nightsByAvailability([
      { night: "2026-11-29", free: 0 },
      { night: "2026-11-30", free: 2 },
      { night: "2026-12-01", free: undefined },
    ]);
    expect(split.soldOut).toEqual(["2026-11-29"]);
    expect(split.free.map((entry) => entry.night)).toEqual(["2026-11-30"]);
    expect(split.pending).toBe(true);
  });
});
