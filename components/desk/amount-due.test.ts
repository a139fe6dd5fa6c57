import { describe, expect, it } from "vitest";
import { amountDue } from "./amount-due";
import { parseTypedAmount } from "@/server/domain/typed-amount";

describe("amountDue", () => {
  it("is the balance as typed text when money is due", () => {
    expect(amountDue(1_250_000)).toBe("1250000");
    expect(amountDue(12.5)).toBe("12.5");
  });

  it("reads back as the very balance (no rounding on the way to the form)", () => {
    expect(parseTypedAmount(amountDue(1_250_000), "VND")?.toString()).toBe("1250000");
    expect(parseTypedAmount(amountDue(99.95), "USD")?.toString()).toBe("99.95");
  });

  it("is empty when nothing is due", () => {
    expect(amountDue(0)).toBe("");
    expect(amountDue(-300_000)).toBe("");
  });
});
