import { describe, expect, it } from "vitest";
import { cardGuestLanguage } from "./card-guest-language";

describe("the registration card's guest language", () => {
  it("is the primary guest's country's, before any other guest's", () => {
    expect(
      cardGuestLanguage([
        { isPrimaryGuest: false, country: "VN" },
        { isPrimaryGuest: true, country: "KR" },
      ]),
    ).toBe("ko");
    expect(cardGuestLanguage([{ isPrimaryGuest: true, country: "TW" }])).toBe("zh-TW");
  });

  it("falls back to the first guest whose country is known, then to English", () => {
    expect(
      cardGuestLanguage([
        { isPrimaryGuest: true, country: null },
        { isPrimaryGuest: false, country: "JP" },
      ]),
    ).toBe("ja");
    expect(cardGuestLanguage([{ isPrimaryGuest: true, country: "FR" }])).toBe("en");
    expect(cardGuestLanguage([])).toBe("en");
  });

  it("is Vietnamese for a Vietnamese guest (the card then prints Vietnamese alone)", () => {
    expect(cardGuestLanguage([{ isPrimaryGuest: true, country: "VN" }])).toBe("vi");
  });

  it("is the booking's own language before any guest's country (an English-speaking guest with a Vietnamese passport, a Korean booked in Japanese)", () => {
    expect(cardGuestLanguage([{ isPrimaryGuest: true, country: "VN" }], "en-GB")).toBe("en");
    expect(cardGuestLanguage([{ isPrimaryGuest: true, country: "KR" }], "ja")).toBe("ja");
    expect(cardGuestLanguage([{ isPrimaryGuest: true, country: "JP" }], "zh-Hant-HK")).toBe("zh-TW");
    expect(cardGuestLanguage([{ isPrimaryGuest: true, country: "KR" }], "fr")).toBe("en");
    expect(cardGuestLanguage([{ isPrimaryGuest: true, country: "KR" }], null)).toBe("ko");
  });
});
