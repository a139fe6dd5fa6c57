import { describe, expect, it } from "vitest";
import { boardBalanceLabel } from "./board-balance";

describe("boardBalanceLabel", () => {
  it("names a merged child's balance as its group's, whatever its sign", () => {
    expect(boardBalanceLabel({ group_code: "GRARCNFC", board: { balance: 10200000 } })).toEqual({ key: "balanceOfGroup", code: "GRARCNFC" });
    expect(boardBalanceLabel({ group_code: "GRARCNFC", board: { balance: 0 } })).toEqual({ key: "balanceOfGroup", code: "GRARCNFC" });
  });

  it("says due, overpaid or settled for a booking that pays for itself", () => {
    expect(boardBalanceLabel({ group_code: null, board: { balance: 4400000 } })).toEqual({ key: "balance" });
    expect(boardBalanceLabel({ group_code: null, board: { balance: -50000 } })).toEqual({ key: "overpaid" });
    expect(boardBalanceLabel({ group_code: null, board: { balance: 0 } })).toEqual({ key: "settled" });
  });
});
