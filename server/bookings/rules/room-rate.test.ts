import { describe, expect, it } from "vitest";
import { amountWithRoomCharge, changesRate, repriceRoom, repricesPastNights, unpricedNights } from "./room-rate";

const nights = ["2026-03-12", "2026-03-13", "2026-03-14"];
const stored = new Map([
  ["2026-03-12", "1000000"],
  ["2026-03-13", "1100000"],
  ["2026-03-14", "1200000"],
]);

describe("the rules of Change Booking Room Rate", () => {
  it("replaces the changed nights, keeps the others, and rounds the charge to the currency", () => {
    const room = repriceRoom({ nights, stored, changes: [{ day: "2026-03-12", price: "900000" }], discount: "100000" }, "VND");
    expect(room.roomFee.toFixed()).toBe("3200000");
    expect(room.roomCharge.toFixed()).toBe("3100000");
    expect(room.discountExceedsFee).toBe(false);
    expect(room.prices.get("2026-03-13")).toBe("1100000");
  });

  it("adds cents exactly", () => {
    const cents = new Map([
      ["2026-03-12", "10.1"],
      ["2026-03-13", "20.2"],
    ]);
    const room = repriceRoom(
      { nights: ["2026-03-12", "2026-03-13"], stored: cents, changes: [{ day: "2026-03-13", price: "20.25" }], discount: "0" },
      "USD",
    );
    expect(room.roomFee.toFixed()).toBe("30.35");
  });

  it("refuses a discount above the new room fee, even the current one once prices fall below it", () => {
    const free = nights.map((day) => ({ day, price: "0" }));
    expect(repriceRoom({ nights, stored, changes: free, discount: "1" }, "VND").discountExceedsFee).toBe(true);
    expect(repriceRoom({ nights, stored, changes: free, discount: "0" }, "VND").discountExceedsFee).toBe(false);
  });

  it("needs every night of a room without stored prices, and none of a room with them", () => {
    expect(unpricedNights(nights, new Map(), [{ day: "2026-03-12", price: "500000" }])).toEqual(["2026-03-13", "2026-03-14"]);
    expect(unpricedNights(nights, stored, [{ day: "2026-03-12", price: "500000" }])).toEqual([]);
  });

  it("sees no change in a retry that sets the prices and discount already there", () => {
    const same = { stored, changes: [{ day: "2026-03-12", price: "1000000.00" }], currentDiscount: "0" };
    expect(changesRate({ ...same, newDiscount: undefined })).toBe(false);
    expect(changesRate({ ...same, newDiscount: "0" })).toBe(false);
    expect(changesRate({ ...same, newDiscount: "1" })).toBe(true);
    expect(changesRate({ ...same, changes: [{ day: "2026-03-12", price: "1000001" }], newDiscount: undefined })).toBe(true);
  });

  it("tells a repriced past night from a past night sent at its own price", () => {
    expect(repricesPastNights(stored, [{ day: "2026-03-12", price: "1000000" }], "2026-03-13")).toBe(false);
    expect(repricesPastNights(stored, [{ day: "2026-03-12", price: "999999" }], "2026-03-13")).toBe(true);
    expect(repricesPastNights(stored, [{ day: "2026-03-13", price: "999999" }], "2026-03-13")).toBe(false);
  });

  it("moves the booking's amount by the room's new charge, unless the room is cancelled", () => {
    const booking = { amount: 5000000, roomCharge: 3300000, newRoomCharge: "3100000" };
    expect(amountWithRoomCharge(booking, true).toFixed()).toBe("4800000");
    expect(amountWithRoomCharge(booking, false).toFixed()).toBe("5000000");
  });
});
