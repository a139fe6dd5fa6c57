import { describe, expect, it } from "vitest";
import { money } from "@/server/domain/money";
import { amountBoundMessage, amountOverBound, fitsAmountBound } from "./amount-bounds";

const room = (
  nightlyPrices: string[],
  lines: { quantity: string; pricePerUnit: string; discount: string }[] = [],
  status = "confirmed",
) => ({
  status,
  nightlyPrices,
  discount: "0",
  lines,
});

describe("the amount bound", () => {
  it("holds amounts below 10^12 on either side of zero", () => {
    expect(fitsAmountBound("999999999999.999")).toBe(true);
    expect(fitsAmountBound("-999999999999")).toBe(true);
    expect(fitsAmountBound("1000000000000")).toBe(false);
    expect(fitsAmountBound(money("-1e12"))).toBe(false);
  });

  it("finds nothing over it in a booking that fits", () => {
    expect(
      amountOverBound(
        { rooms: [room(["500000000000", "499999999999"])], payments: [{ amount: "999999999999", paidAt: "2026-06-01 10:00:00" }] },
        "VND",
      ),
    ).toBeUndefined();
  });

  it("names the booking's amount first when rooms that fit add up past it", () => {
    const over = amountOverBound({ rooms: [room(["600000000000"]), room(["400000000000"])], payments: [] }, "VND");
    expect(over?.figure).toBe("the booking's amount");
    expect(over?.value.toFixed()).toBe("1000000000000");
    expect(amountBoundMessage(over!)).toBe(
      "The booking's amount would be 1000000000000: every amount of a booking (prices, totals, payments, the balance) stays below 1,000,000,000,000 (10^12).",
    );
  });

  it("counts what was paid (not what is planned) and the balance", () => {
    const paid = (amount: string) => ({ amount, paidAt: "2026-06-01 10:00:00" });
    expect(amountOverBound({ rooms: [], payments: [paid("600000000000"), paid("600000000000")] }, "VND")?.figure).toBe(
      "the sum of its paid payments",
    );
    expect(
      amountOverBound({ rooms: [], payments: [paid("600000000000"), { amount: "600000000000", paidAt: null }] }, "VND"),
    ).toBeUndefined();
    // A refund past what was paid leaves a balance past the bound though each sum fits.
    expect(amountOverBound({ rooms: [room(["600000000000"])], payments: [paid("-500000000000")] }, "VND")?.figure).toBe("its balance");
  });

  it("holds a cancelled room's own figures, which its booking's totals leave out", () => {
    const over = amountOverBound({ rooms: [room(["700000000000", "700000000000"], [], "cancelled")], payments: [] }, "VND");
    expect(over?.figure).toBe("room 1's room_fee");
  });

  it("holds a service line's total (rounded to the currency) as a room's service fee", () => {
    const line = { quantity: "2", pricePerUnit: "500000000000", discount: "0" };
    expect(amountOverBound({ rooms: [room([], [line])], payments: [] }, "VND")?.figure).toBe("the booking's amount");
    const small = { quantity: "0.001", pricePerUnit: "999999999999", discount: "0" };
    expect(amountOverBound({ rooms: [room([], [small])], payments: [] }, "USD")).toBeUndefined();
  });
});
