import { describe, expect, it } from "vitest";
import { TAX_CODE } from "./tax-code";

describe("TAX_CODE", () => {
  it.each(["0101234567", "0101234567-001", "001203004567"])("accepts %s", (code) => {
    expect(TAX_CODE.test(code)).toBe(true);
  });

  it.each(["0101", "010123456", "01012345678", "0101234567-01", "0101234567-0001", "0101234567 001", "MST0101234567", "0101234567001"])(
    "refuses %s",
    (code) => {
      expect(TAX_CODE.test(code)).toBe(false);
    },
  );
});
