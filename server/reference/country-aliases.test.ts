import { describe, expect, it } from "vitest";
import { ISO_3166_ALPHA_2_CODES } from "./country-codes";
import { listCountries } from "./countries";
import { CJK_COUNTRY_ALIASES, COUNTRY_ALIASES, countriesForAlias as countriesFor, countryOfAlias } from "./country-aliases";
import { foldForSearch } from "./fold-for-search";

const isoCodes = new Set<string>(ISO_3166_ALPHA_2_CODES);
const countriesForAlias = (query: string) => countriesFor(query, (code) => isoCodes.has(code));

describe("countriesForAlias", () => {
  it.each([
    ["My", "US"],
    ["Mỹ", "US"],
    ["USA", "US"],
    ["US", "US"],
    ["Hoa Kỳ", "US"],
    ["Anh", "GB"],
    ["UK", "GB"],
    ["Han Quoc", "KR"],
    ["Hàn Quốc", "KR"],
    ["Korea", "KR"],
    ["Nhat", "JP"],
    ["Trung Quoc", "CN"],
    ["Duc", "DE"],
    ["Đức", "DE"],
    ["Phap", "FR"],
    ["Uc", "AU"],
    ["Úc", "AU"],
    ["Nga", "RU"],
    ["Thai Lan", "TH"],
    ["GBR", "GB"],
    ["jp", "JP"],
  ])("reads %s as %s first", (typed, code) => {
    expect(countriesForAlias(typed)[0]).toBe(code);
  });

  it("offers aliases that start with a longer query, and nothing for an empty one", () => {
    expect(countriesForAlias("han q")).toEqual(["KR"]);
    expect(countriesForAlias("  ")).toEqual([]);
    expect(countriesForAlias("zzz")).toEqual([]);
  });

  it("names only officially assigned codes, each alias folded and given once", () => {
    const codes = new Set<string>(ISO_3166_ALPHA_2_CODES);
    const aliases = Object.values(COUNTRY_ALIASES).flat();
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const alias of aliases) expect(foldForSearch(alias)).toBe(alias);
    for (const code of Object.keys(COUNTRY_ALIASES)) expect(codes.has(code)).toBe(true);
    expect(countriesForAlias("zz")).toEqual([]);
    expect(countriesForAlias("xk")).toEqual([]);
  });

  it("reads the Chinese, Korean and Japanese everyday names as their countries, each alias once across both tables", () => {
    const folded = [...Object.values(COUNTRY_ALIASES), ...Object.values(CJK_COUNTRY_ALIASES)].flat().map(foldForSearch);
    expect(new Set(folded).size).toBe(folded.length);
    for (const [code, aliases] of Object.entries(CJK_COUNTRY_ALIASES)) {
      expect(isoCodes.has(code), code).toBe(true);
      for (const alias of aliases) expect(countryOfAlias(foldForSearch(alias)), alias).toBe(code);
    }
    expect(countriesForAlias("한국")).toEqual(["KR"]);
    expect(countriesForAlias("米国")).toEqual(["US"]);
    // One Chinese character is a word: the everyday names it starts.
    expect(countriesForAlias("臺")).toEqual(["TW"]);
  });

  it("points at countries the list names in both languages", () => {
    const vi = listCountries("vi");
    const en = listCountries("en");
    expect(vi.find((c) => c.code === countriesForAlias("My")[0])?.name).toBe("Hoa Kỳ");
    expect(en.find((c) => c.code === countriesForAlias("Mỹ")[0])?.name).toBe("United States");
  });
});
