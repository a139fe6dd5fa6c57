import { describe, expect, it } from "vitest";
import { chooseGuestLanguage, countryOfPhone, languageOfAcceptLanguage, languageOfCountry, languageOfTag } from "./guest-language";

describe("the guest page's language", () => {
  it("is the address's, then the guest's earlier choice, then the browser's, then the country's, then Vietnamese", async () => {
    const country = async () => "KR";
    expect(await chooseGuestLanguage({ asked: "ja", chosen: "en", acceptLanguage: "zh-TW", country })).toBe("ja");
    expect(await chooseGuestLanguage({ asked: "xx", chosen: "en", acceptLanguage: "zh-TW", country })).toBe("en");
    expect(await chooseGuestLanguage({ asked: null, chosen: "fr", acceptLanguage: "zh-TW", country })).toBe("zh-TW");
    expect(await chooseGuestLanguage({ acceptLanguage: "de-DE,fr;q=0.8", country })).toBe("ko");
    expect(await chooseGuestLanguage({ acceptLanguage: "de-DE", country: async () => undefined })).toBe("vi");
    expect(await chooseGuestLanguage({})).toBe("vi");
  });

  it("reads the country only when nothing before it names a language", async () => {
    let asked = 0;
    const country = async () => {
      asked++;
      return "JP";
    };
    await chooseGuestLanguage({ acceptLanguage: "ko-KR", country });
    expect(asked).toBe(0);
    expect(await chooseGuestLanguage({ acceptLanguage: "*", country })).toBe("ja");
    expect(asked).toBe(1);
  });

  it("takes the browser's first language of the six, by its weights", () => {
    expect(languageOfAcceptLanguage("fr-FR,fr;q=0.9,en-US;q=0.8,vi;q=0.7")).toBe("en");
    expect(languageOfAcceptLanguage("vi;q=0.4,ko;q=0.9")).toBe("ko");
    expect(languageOfAcceptLanguage("de, *")).toBeUndefined();
    expect(languageOfAcceptLanguage(null)).toBeUndefined();
  });

  it("tells Traditional from Simplified Chinese by script and region", () => {
    expect(["zh-TW", "zh-HK", "zh-Hant", "zh-Hant-MO", "zh_tw"].map(languageOfTag)).toEqual(["zh-TW", "zh-TW", "zh-TW", "zh-TW", "zh-TW"]);
    expect(["zh", "zh-CN", "zh-Hans", "zh-SG", "zh-Hans-HK"].map(languageOfTag)).toEqual(["zh-CN", "zh-CN", "zh-CN", "zh-CN", "zh-TW"]);
    expect(["ja-JP", "ko", "en-AU", "vi-VN", "th"].map(languageOfTag)).toEqual(["ja", "ko", "en", "vi", undefined]);
  });

  it("gives a country its language, and English to a country whose language is not one of the six", () => {
    expect(["VN", "CN", "TW", "HK", "KR", "JP", "fr", "US"].map(languageOfCountry)).toEqual(["vi", "zh-CN", "zh-TW", "zh-TW", "ko", "ja", "en", "en"]);
    expect(languageOfCountry(null)).toBeUndefined();
    expect(languageOfCountry("Korea")).toBeUndefined();
  });

  it("reads a phone number's country from its calling code", () => {
    expect(countryOfPhone("+82 10-1234-5678")).toBe("KR");
    expect(countryOfPhone("+886 912 345 678")).toBe("TW");
    expect(countryOfPhone("0086 138 0013 8000")).toBe("CN");
    expect(countryOfPhone("+84 912 345 678")).toBe("VN");
    expect(countryOfPhone("0912 345 678")).toBe("VN");
    expect(countryOfPhone("+33 6 12 34 56 78")).toBe("ZZ");
    expect(countryOfPhone("call me")).toBeUndefined();
    expect(countryOfPhone(null)).toBeUndefined();
  });
});
