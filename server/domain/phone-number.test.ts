import { describe, expect, it } from "vitest";
import { toE164 } from "./phone-number";

describe("toE164", () => {
  it.each([
    ["0948748143", "+84948748143"],
    ["094 874 8143", "+84948748143"],
    ["0912 345 678", "+84912345678"],
    ["0912.345.678", "+84912345678"],
    ["+84948748143", "+84948748143"],
    ["+84 948748143", "+84948748143"],
    ["+84 (0) 948 748 143", "+84948748143"],
    ["0084 948 748 143", "+84948748143"],
    ["84948748143", "+84948748143"],
    ["024 3825 7100", "+842438257100"],
    ["+82 10-1234-5678", "+821012345678"],
    ["+1 (415) 555-0132", "+14155550132"],
    ["0044 20 7946 0958", "+442079460958"],
  ])("reads %s as %s", (written, stored) => {
    expect(toE164(written)).toBe(stored);
  });

  it.each([
    ["12345", "too short to be anyone's number"],
    ["0123456789", "0 then 1: no Vietnamese number starts so"],
    ["091234567", "a Vietnamese mobile number one digit short"],
    ["09123456789", "a Vietnamese mobile number one digit long"],
    ["+84 123 456 789", "+84 then 1"],
    ["+0 912 345 678", "no country code starts with 0"],
    ["+1234567890123456", "16 digits: longer than E.164 allows"],
    ["call the desk", "words"],
    ["0912-345-678 ext 5", "an extension"],
  ])("refuses %s (%s)", (written) => {
    expect(toE164(written)).toBeNull();
  });
});
