import { describe, expect, it } from "vitest";
import { balanceOf, bookingTotals, countsInTotals, paidSum, roomTotals } from "./totals";

describe("the totals of a booking", () => {
  it("sums only the payments that are paid, exactly", () => {
    const payments = [
      { amount: "10.10", paidAt: "2026-03-12 10:00:00" },
      { amount: "20.20", paidAt: "2026-03-12 11:00:00" },
      { amount: "99", paidAt: null },
    ];
    expect(paidSum(payments).toFixed()).toBe("30.3");
    expect(balanceOf("30.35", payments).toFixed()).toBe("0.05");
    expect(balanceOf(10, [{ amount: 12.5, paidAt: "now" }]).toFixed()).toBe("-2.5");
  });

  it("leaves a cancelled room's charges out of the booking's amount", () => {
    const room = roomTotals({ nightlyPrices: ["1000000", "1100000"], discount: "100000", lines: [] }, "VND");
    expect(room.roomCharge.toFixed()).toBe("2000000");
    const totals = bookingTotals([
      { status: "confirmed", totals: room },
      { status: "cancelled", totals: room },
    ]);
    expect(totals.amount.toFixed()).toBe("2000000");
    expect(["confirmed", "checked_out", "no_show", "cancelled"].filter(countsInTotals)).toEqual(["confirmed", "checked_out", "no_show"]);
  });
});
