import { describe, expect, it } from "vitest";
import { chooseEmailLanguage, chooseGuestLanguage, countryOfPhone, languageOfAcceptLanguage, languageOfCountry } from "./guest-language";

describe("the guest page's language", () => {
  it("is the address's, then the guest's earlier choice, then the booking's, then the browser's, then the country's, then Vietnamese", async () => {
    const booking = (language: string | null, country?: string) => async () => ({ language, country: async () => country });
    expect(await chooseGuestLanguage({ asked: "ja", chosen: "en", acceptLanguage: "zh-TW", booking: booking("ko", "KR") })).toBe("ja");
    expect(await chooseGuestLanguage({ asked: "xx", chosen: "en", acceptLanguage: "zh-TW", booking: booking("ko", "KR") })).toBe("en");
    expect(await chooseGuestLanguage({ asked: null, chosen: "fr", acceptLanguage: "zh-TW", booking: booking("ko", "KR") })).toBe("ko");
    expect(await chooseGuestLanguage({ asked: null, chosen: "fr", acceptLanguage: "zh-TW", booking: booking(null, "KR") })).toBe("zh-TW");
    expect(await chooseGuestLanguage({ acceptLanguage: "de-DE,fr;q=0.8", booking: booking(null, "KR") })).toBe("ko");
    expect(await chooseGuestLanguage({ acceptLanguage: "de-DE", booking: booking(null) })).toBe("vi");
    expect(await chooseGuestLanguage({ acceptLanguage: "de-DE", booking: async () => undefined })).toBe("vi");
    expect(await chooseGuestLanguage({})).toBe("vi");
  });

  it("follows an English browser before a +84 phone when the booking names no language (issue 33, Liam O'Brien)", async () => {
    const liam = async () => ({ language: null, country: async () => countryOfPhone("+84 912 345 678") });
    expect(await chooseGuestLanguage({ acceptLanguage: "en-US,en;q=0.9", booking: liam })).toBe("en");
    expect(await chooseGuestLanguage({ acceptLanguage: null, booking: liam })).toBe("vi");
  });

  it("reads the country only when nothing before it names a language", async () => {
    let asked = 0;
    const booking = async () => ({
      language: null,
      country: async () => {
        asked++;
        return "JP";
      },
    });
    await chooseGuestLanguage({ acceptLanguage: "ko-KR", booking });
    expect(asked).toBe(0);
    expect(await chooseGuestLanguage({ acceptLanguage: "*", booking })).toBe("ja");
    expect(asked).toBe(1);
  });

  it("writes the e-mails in the booking's language, else the country's; only the booking's is known", async () => {
    const vietnam = async () => "VN";
    expect(await chooseEmailLanguage({ language: "en", country: vietnam })).toEqual({ lang: "en", known: true });
    expect(await chooseEmailLanguage({ language: "zh-Hant-HK", country: vietnam })).toEqual({ lang: "zh-TW", known: true });
    expect(await chooseEmailLanguage({ language: "fr", country: vietnam })).toEqual({ lang: "en", known: true });
    expect(await chooseEmailLanguage({ language: null, country: vietnam })).toEqual({ lang: "vi", known: false });
    expect(await chooseEmailLanguage({ language: null, country: async () => undefined })).toEqual({ lang: "vi", known: false });
  });

  it("takes the browser's first language of the six, by its weights", () => {
    expect(languageOfAcceptLanguage("fr-FR,fr;q=0.9,en-US;q=0.8,vi;q=0.7")).toBe("en");
    expect(languageOfAcceptLanguage("vi;q=0.4,ko;q=0.9")).toBe("ko");
    expect(languageOfAcceptLanguage("de, *")).toBeUndefined();
    expect(languageOfAcceptLanguage(null)).toBeUndefined();
  });

  it("gives a country its language, and English to a country whose language is not one of the six", () => {
    expect(["VN", "CN", "TW", "HK", "KR", "JP", "fr", "US"].map(languageOfCountry)).toEqual([
      "vi",
      "zh-CN",
      "zh-TW",
      "zh-TW",
      "ko",
      "ja",
      "en",
      "en",
    ]);
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
