import { describe, expect, it } from "vitest";
import { evaluateRateForm, placeRateErrors, type RateFormInput } from "./rate-form";

const base: RateFormInput = {
  currency: "VND",
  nights: [
    { day: "2026-03-12", price: 1000000 },
    { day: "2026-03-13", price: 1100000 },
    { day: "2026-03-14", price: 1200000 },
  ],
  currentDiscount: 0,
  newPrices: {},
  discountText: "",
  bookingAmount: 5000000,
  currentRoomCharge: 3300000,
  roomCounts: true,
};

describe("the rate form", () => {
  it("sends only the nights that changed, and previews the room and booking totals", () => {
    const result = evaluateRateForm({ ...base, newPrices: { "2026-03-12": "900.000", "2026-03-13": "1100000" }, discountText: "100000" });
    expect(result.request).toEqual({ days_breakdown: [{ day: "2026-03-12", price: 900000 }], room_discount: 100000 });
    expect(result.newRoomFee).toBe(3200000);
    expect(result.newRoomCharge).toBe(3100000);
    expect(result.newBookingTotal).toBe(4800000);
  });

  it("requires every night of a room without stored prices", () => {
    const result = evaluateRateForm({ ...base, nights: base.nights.map((night) => ({ ...night, price: null })), newPrices: { "2026-03-12": "500000" } });
    expect(result.cellErrors).toEqual({ "2026-03-13": "everyNightRequired", "2026-03-14": "everyNightRequired" });
    expect(result.request).toBeUndefined();
  });

  it("refuses a discount above the new room total, and a negative or unreadable price", () => {
    expect(evaluateRateForm({ ...base, newPrices: { "2026-03-12": "0", "2026-03-13": "0", "2026-03-14": "0" }, discountText: "1" }).discountError).toBe(
      "discountTooHigh",
    );
    expect(evaluateRateForm({ ...base, newPrices: { "2026-03-12": "-5" } }).cellErrors["2026-03-12"]).toBe("notANumber");
    expect(evaluateRateForm({ ...base, newPrices: { "2026-03-12": "abc" } }).request).toBeUndefined();
  });

  it("keeps the current discount when lowering prices below it is refused", () => {
    const result = evaluateRateForm({ ...base, currentDiscount: 3000000, newPrices: { "2026-03-12": "100000", "2026-03-13": "100000", "2026-03-14": "100000" } });
    expect(result.discountError).toBe("discountTooHigh");
  });

  it("adds cents exactly in USD", () => {
    const result = evaluateRateForm({
      ...base,
      currency: "USD",
      nights: [
        { day: "2026-03-12", price: 10.1 },
        { day: "2026-03-13", price: 20.2 },
      ],
      bookingAmount: 30.3,
      currentRoomCharge: 30.3,
      newPrices: { "2026-03-13": "20.25" },
    });
    expect(result.newRoomFee).toBe(30.35);
    expect(result.newBookingTotal).toBe(30.35);
  });

  it("says when nothing changed", () => {
    expect(evaluateRateForm({ ...base, newPrices: { "2026-03-12": "1000000" } }).nothingChanged).toBe(true);
  });

  it("puts the API's errors on the night that was sent at that index", () => {
    expect(placeRateErrors({ "days_breakdown.1.price": ["Too high."], room_discount: ["No."], days_breakdown: ["Every night."] }, ["2026-03-12", "2026-03-14"])).toEqual({
      cells: { "2026-03-14": "Too high." },
      discount: "No.",
      grid: "Every night.",
    });
  });
});
