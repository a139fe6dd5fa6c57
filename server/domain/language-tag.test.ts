import { describe, expect, it } from "vitest";
import { canonicalLanguageTag, languageOfTag, pageLanguageOfBooking } from "./language-tag";

describe("a guest's language tag", () => {
  it("is written canonically, and refused when it is not a well-formed BCP 47 tag", () => {
    expect(["en", "EN-gb", "zh-hant-tw", "ko-KR", "iw"].map(canonicalLanguageTag)).toEqual(["en", "en-GB", "zh-Hant-TW", "ko-KR", "he"]);
    expect(["", "en US", "en_US", "en--GB", "x", "a".repeat(36), "中文"].map(canonicalLanguageTag)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("tells Traditional from Simplified Chinese by script and region", () => {
    expect(["zh-TW", "zh-HK", "zh-Hant", "zh-Hant-MO", "zh_tw"].map(languageOfTag)).toEqual(["zh-TW", "zh-TW", "zh-TW", "zh-TW", "zh-TW"]);
    expect(["zh", "zh-CN", "zh-Hans", "zh-SG", "zh-Hans-HK"].map(languageOfTag)).toEqual(["zh-CN", "zh-CN", "zh-CN", "zh-CN", "zh-TW"]);
    expect(["ja-JP", "ko", "en-AU", "vi-VN", "th"].map(languageOfTag)).toEqual(["ja", "ko", "en", "vi", undefined]);
  });

  it("gives a booking the nearest of the six page languages, English for any other, nothing when unknown", () => {
    expect(["en-GB", "zh-Hant", "zh-HK", "zh", "zh-Hans", "ko-KR", "ja", "vi", "fr", "de-AT"].map(pageLanguageOfBooking)).toEqual([
      "en",
      "zh-TW",
      "zh-TW",
      "zh-CN",
      "zh-CN",
      "ko",
      "ja",
      "vi",
      "en",
      "en",
    ]);
    expect(pageLanguageOfBooking(null)).toBeUndefined();
    expect(pageLanguageOfBooking("")).toBeUndefined();
  });
});
