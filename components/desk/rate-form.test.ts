import { describe, expect, it } from "vitest";
import { evaluateRateForm, rateFieldOf, type RateContext, type RateFormValues } from "./rate-form";

const context: RateContext = {
  currency: "VND",
  room: {
    nights: [
      { day: "2026-03-12", price: 1000000 },
      { day: "2026-03-13", price: 1100000 },
      { day: "2026-03-14", price: 1200000 },
    ],
    discount: 0,
    room_charge: 3300000,
  },
  bookingAmount: 5000000,
  roomCounts: true,
  today: "2026-03-01",
};
const values = (changes: Partial<RateFormValues>): RateFormValues => ({ prices: [], discount: "", reason: "", ...changes });
const unpriced: RateContext = {
  ...context,
  room: { ...context.room, nights: context.room.nights.map((night) => ({ ...night, price: null })) },
};

describe("the rate form", () => {
  it("sends only the nights that changed, and previews the room and booking totals", () => {
    const result = evaluateRateForm(values({ prices: ["900.000", "1100000"], discount: "100000" }), context);
    expect(result.problems).toEqual({});
    expect(result.request).toEqual({ days_breakdown: [{ day: "2026-03-12", price: 900000 }], room_discount: 100000, reason: null });
    expect(result.newRoomCharge.toFixed()).toBe("3100000");
    expect(result.newBookingTotal.toFixed()).toBe("4800000");
  });

  it("requires every night of a room without stored prices, on the empty nights", () => {
    expect(evaluateRateForm(values({ prices: ["500000"] }), unpriced).problems).toEqual({
      "prices.1": "everyNightRequired",
      "prices.2": "everyNightRequired",
    });
  });

  it("refuses a discount above the new room total, and a negative or unreadable price", () => {
    expect(evaluateRateForm(values({ prices: ["0", "0", "0"], discount: "1" }), context).problems).toEqual({ discount: "discountTooHigh" });
    expect(evaluateRateForm(values({ prices: ["-5"] }), context).problems).toEqual({ "prices.0": "notANumber" });
    expect(evaluateRateForm(values({ prices: ["abc"] }), context).problems).toEqual({ "prices.0": "notANumber" });
  });

  it("holds the current discount to prices lowered below it", () => {
    const discounted = { ...context, room: { ...context.room, discount: 3000000 } };
    expect(evaluateRateForm(values({ prices: ["100000", "100000", "100000"] }), discounted).problems.discount).toBe("discountTooHigh");
  });

  it("adds cents exactly in USD", () => {
    const usd: RateContext = {
      ...context,
      currency: "USD",
      room: {
        nights: [
          { day: "2026-03-12", price: 10.1 },
          { day: "2026-03-13", price: 20.2 },
        ],
        discount: 0,
        room_charge: 30.3,
      },
      bookingAmount: 30.3,
    };
    const result = evaluateRateForm(values({ prices: ["", "20.25"] }), usd);
    expect(result.newRoomCharge.toFixed()).toBe("30.35");
    expect(result.newBookingTotal.toFixed()).toBe("30.35");
  });

  it("says when nothing changed", () => {
    expect(evaluateRateForm(values({ prices: ["1000000"] }), context).nothingChanged).toBe(true);
    expect(evaluateRateForm(values({ discount: "0" }), context).nothingChanged).toBe(true);
  });

  it("asks for a reason to reprice a night already past", () => {
    const later = { ...context, today: "2026-03-13" };
    expect(evaluateRateForm(values({ prices: ["900000"] }), later).problems).toEqual({ reason: "required" });
    expect(evaluateRateForm(values({ prices: ["900000"], reason: "Rate agreed by phone" }), later).problems).toEqual({});
    expect(evaluateRateForm(values({ prices: ["", "900000"] }), later).problems).toEqual({});
  });

  it("puts the API's errors on the night that was sent at that index", () => {
    const fieldOf = rateFieldOf(
      {
        days_breakdown: [
          { day: "2026-03-12", price: 1 },
          { day: "2026-03-14", price: 2 },
        ],
      },
      context.room.nights,
    );
    expect(fieldOf("days_breakdown.1.price")).toBe("prices.2");
    expect(fieldOf("room_discount")).toBe("discount");
    expect(fieldOf("reason")).toBe("reason");
    expect(fieldOf("days_breakdown")).toBeUndefined();
  });
});
