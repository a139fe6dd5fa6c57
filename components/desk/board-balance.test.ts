import { describe, expect, it } from "vitest";
import { boardBalanceLabel } from "./board-balance";

describe("boardBalanceLabel", () => {
  it("names a merged child's balance as its group's, whatever its sign", () => {
    expect(boardBalanceLabel({ group_code: "GRARCNFC", board: { balance: 10200000, kept_credit: 0 } })).toEqual({
      key: "balanceOfGroup",
      code: "GRARCNFC",
    });
    expect(boardBalanceLabel({ group_code: "GRARCNFC", board: { balance: 0, kept_credit: 0 } })).toEqual({
      key: "balanceOfGroup",
      code: "GRARCNFC",
    });
  });

  it("says due, overpaid or settled for a booking that pays for itself", () => {
    expect(boardBalanceLabel({ group_code: null, board: { balance: 4400000, kept_credit: 0 } })).toEqual({ key: "balance" });
    expect(boardBalanceLabel({ group_code: null, board: { balance: -50000, kept_credit: 0 } })).toEqual({ key: "overpaid" });
    expect(boardBalanceLabel({ group_code: null, board: { balance: 0, kept_credit: 0 } })).toEqual({ key: "settled" });
  });

  it("says an overpayment kept as the guest's credit as such, and one only partly kept as overpaid", () => {
    expect(boardBalanceLabel({ group_code: null, board: { balance: -50000, kept_credit: 50000 } })).toEqual({ key: "overpaidKept" });
    expect(boardBalanceLabel({ group_code: null, board: { balance: -50000, kept_credit: 20000 } })).toEqual({ key: "overpaid" });
  });
});
