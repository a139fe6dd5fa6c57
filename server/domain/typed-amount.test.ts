import { describe, expect, it } from "vitest";
import { parseTypedAmount, parseTypedQuantity, toJsonAmount } from "./typed-amount";

const read = (text: string, currency: string) => parseTypedAmount(text, currency)?.toFixed() ?? parseTypedAmount(text, currency);

describe("an amount as a receptionist types it", () => {
  it("reads dots and commas as thousands in a currency without decimals", () => {
    expect(read("1.200.000", "VND")).toBe("1200000");
    expect(read("1,200,000", "VND")).toBe("1200000");
    expect(read(" 950 000 ", "VND")).toBe("950000");
  });

  it("reads a decimal point or comma in a currency with cents, exactly", () => {
    expect(read("12.50", "USD")).toBe("12.5");
    expect(read("12,50", "USD")).toBe("12.5");
    expect(read("1,200.10", "USD")).toBe("1200.1");
    expect(parseTypedAmount("10.10", "USD")!.plus(parseTypedAmount("20.20", "USD")!).toFixed()).toBe("30.3");
  });

  it("tells nothing typed from something that is not an amount; a minus sign is kept for the rules to refuse", () => {
    expect(read("", "VND")).toBeUndefined();
    expect(read("  ", "USD")).toBeUndefined();
    expect(read("abc", "VND")).toBeNull();
    expect(read("1.2.3", "USD")).toBeNull();
    expect(read("-5", "VND")).toBe("-5");
  });

  it("reads a quantity with a decimal point or comma", () => {
    expect(parseTypedQuantity("1,5")?.toFixed()).toBe("1.5");
    expect(parseTypedQuantity("2")?.toFixed()).toBe("2");
    expect(parseTypedQuantity("two")).toBeNull();
  });

  it("sends the decimal as the JSON number of the same text", () => {
    expect(toJsonAmount(parseTypedAmount("30.35", "USD")!)).toBe(30.35);
  });
});
