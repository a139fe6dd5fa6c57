import { describe, expect, it } from "vitest";
import { addCalendarDays as addDays } from "@/server/domain/calendar-days";
import { earlyDepartureCheckout, nightsDelta } from "./stay-dates-form";

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
