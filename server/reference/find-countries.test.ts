import { describe, expect, it } from "vitest";
import { GUEST_LANGUAGES } from "@/i18n/languages";
import { listCountries } from "./countries";
import { findCountries, nameMatches } from "./find-countries";
import { foldForSearch } from "./fold-for-search";

const codes = (query: string, lang: (typeof GUEST_LANGUAGES)[number]) => findCountries(query, lang).map((country) => country.code);

describe("findCountries", () => {
  // A guest types in their own language whatever the page speaks: every case in every page language.
  it.each([
    ["韩国", "KR"],
    ["한국", "KR"],
    ["Hàn Quốc", "KR"],
    ["han quoc", "KR"],
    ["korea", "KR"],
    ["韓國", "KR"],
    ["南韩", "KR"],
    ["대한민국", "KR"],
    ["アメリカ", "US"],
    ["Mỹ", "US"],
    ["USA", "US"],
    ["美国", "US"],
    ["美國", "US"],
    ["米国", "US"],
    ["미국", "US"],
    ["日本", "JP"],
    ["일본", "JP"],
    ["Nhật", "JP"],
    ["中国", "CN"],
    ["중국", "CN"],
    ["Trung Quốc", "CN"],
    ["台湾", "TW"],
    ["臺灣", "TW"],
    ["대만", "TW"],
    ["Đài Loan", "TW"],
    ["英国", "GB"],
    ["イギリス", "GB"],
    ["영국", "GB"],
    ["UK", "GB"],
    ["호주", "AU"],
    ["Úc", "AU"],
    ["香港", "HK"],
    ["ドイツ", "DE"],
    ["Germany", "DE"],
  ])("finds %s as %s first, whatever the page's language", (typed, code) => {
    for (const lang of GUEST_LANGUAGES) expect(codes(typed, lang)[0], `${typed} on a ${lang} page`).toBe(code);
  });

  it("names what it finds in the page's language", () => {
    expect(findCountries("한국", "zh-TW")[0]).toEqual({ code: "KR", name: "南韓" });
    expect(findCountries("Mỹ", "ja")[0]).toEqual({ code: "US", name: "アメリカ合衆国" });
    expect(findCountries("美国", "vi")[0]).toEqual({ code: "US", name: "Hoa Kỳ" });
    expect(findCountries("korea", "ko")[0]).toEqual({ code: "KR", name: "대한민국" });
  });

  it("puts an everyday name typed in full before a code, and names in the page's language before the others", () => {
    expect(codes("my", "en").slice(0, 2)).toEqual(["US", "MY"]);
    // "korea" is in both Koreas' English names; South Korea is the everyday name's.
    expect(codes("korea", "vi")).toEqual(["KR", "KP"]);
    // On a Vietnamese page, "Ai Cập" (Egypt) starts with a; Austria only does in English ("Áo").
    const a = codes("a", "vi");
    expect(a.indexOf("EG")).toBeLessThan(a.indexOf("AT"));
  });

  it("finds what the picker sends, folded as it folds (Hangul in its letters, kana without their voicing marks)", () => {
    expect(codes(foldForSearch("한국"), "vi")[0]).toBe("KR");
    expect(codes(foldForSearch("イギリス"), "en")[0]).toBe("GB");
    // A Korean syllable still being typed (한 → 하) already finds the name it begins.
    expect(codes("대하", "ko")[0]).toBe("KR");
  });

  it("finds nothing for an empty or unknown query", () => {
    expect(findCountries("  ", "vi")).toEqual([]);
    expect(findCountries("zzz", "ko")).toEqual([]);
    expect(findCountries("zz", "en")).toEqual([]);
  });

  it("answers countries of the list, once each", () => {
    const listed = new Set(listCountries("ja"));
    const found = findCountries("国", "zh-CN");
    expect(found.length).toBeGreaterThan(5);
    expect(new Set(found.map((country) => country.code)).size).toBe(found.length);
    for (const country of findCountries("a", "ja")) expect(listed.has(country)).toBe(true);
  });
});

describe("nameMatches", () => {
  it("matches Latin script at word starts and Chinese, Korean and Japanese anywhere", () => {
    expect(nameMatches("han quoc", "han q")).toBe(true);
    expect(nameMatches("han quoc", "an")).toBe(false);
    expect(nameMatches("south korea", "korea")).toBe(true);
    expect(nameMatches("アメリカ合衆国", "アメリカ")).toBe(true);
    expect(nameMatches("中国香港特别行政区", "香港")).toBe(true);
  });
});
