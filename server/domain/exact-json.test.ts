import { describe, expect, it } from "vitest";
import { money } from "./money";
import { stringifyJson } from "./exact-json";

describe("stringifyJson", () => {
  it("writes decimals as exact JSON numbers and everything else as JSON.stringify does", () => {
    const value = { a: money("208.9000"), b: [money("0.1").plus("0.2"), null, "x"], c: undefined, d: { e: true } };
    expect(stringifyJson(value)).toBe('{"a":208.9,"b":[0.3,null,"x"],"d":{"e":true}}');
    expect(JSON.parse(stringifyJson({ s: 'quote " and \u2028' }))).toEqual({ s: 'quote " and \u2028' });
    expect(stringifyJson(money("12345678901234567890.12"))).toBe("12345678901234567890.12");
  });
});
