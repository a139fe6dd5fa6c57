import { describe, it, expect } from "vitest";
import { ISO_3166_ALPHA_2_CODES } from "./country-codes";
import { GUEST_LANGUAGES } from "@/i18n/languages";
import { listCountries, type ReferenceLanguage } from "./countries";

const languages = [...GUEST_LANGUAGES];

function nameOf(lang: ReferenceLanguage, code: string): string | undefined {
  return listCountries(lang).find((c) => c.code === code)?.name;
}

describe("ISO 3166-1 alpha-2 codes", () => {
  it("are the 249 officially assigned codes, unique and in order", () => {
    expect(ISO_3166_ALPHA_2_CODES).toHaveLength(249);
    expect(new Set(ISO_3166_ALPHA_2_CODES).size).toBe(249);
    expect([...ISO_3166_ALPHA_2_CODES].sort()).toEqual([...ISO_3166_ALPHA_2_CODES]);
    for (const code of ISO_3166_ALPHA_2_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each(languages)("each have a real name in ICU for %s", (lang) => {
    // fallback "none": a code ICU does not know gives undefined instead of echoing itself.
    const regionNames = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
    for (const code of ISO_3166_ALPHA_2_CODES) {
      const name = regionNames.of(code);
      expect(name, code).toBeDefined();
      expect(name, code).not.toBe(code);
    }
  });

  it("leave out reserved and withdrawn codes that ICU still names", () => {
    for (const code of ["EU", "UN", "XK", "SU", "YU", "UK", "AC", "ZZ"]) {
      expect(ISO_3166_ALPHA_2_CODES).not.toContain(code);
    }
  });
});

describe("listCountries", () => {
  it.each(languages)("lists the 249 countries once each in %s", (lang) => {
    const countries = listCountries(lang);
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((c) => c.code)).size).toBe(249);
  });

  it.each(languages)("sorts by the collation of %s", (lang) => {
    const collator = new Intl.Collator(lang);
    const names = listCountries(lang).map((c) => c.name);
    for (let i = 1; i < names.length; i++) {
      expect(collator.compare(names[i - 1]!, names[i]!), `${names[i - 1]} before ${names[i]}`).toBeLessThanOrEqual(0);
    }
  });

  it("names Vietnam in each language", () => {
    expect(nameOf("vi", "VN")).toBe("Việt Nam");
    expect(nameOf("en", "VN")).toBe("Vietnam");
  });

  it("names a few other countries as CLDR does", () => {
    expect(nameOf("vi", "DE")).toBe("Đức");
    expect(nameOf("vi", "JP")).toBe("Nhật Bản");
    expect(nameOf("vi", "KR")).toBe("Hàn Quốc");
    expect(nameOf("vi", "FR")).toBe("Pháp");
    expect(nameOf("en", "DE")).toBe("Germany");
    expect(nameOf("en", "KR")).toBe("South Korea");
  });

  // What this Node's ICU (CLDR 48) answers; a CLDR update may change a name, and this test says so.
  it.each([
    ["vi", "Hàn Quốc", "Hoa Kỳ", "Nhật Bản"],
    ["en", "South Korea", "United States", "Japan"],
    ["zh-CN", "韩国", "美国", "日本"],
    ["ko", "대한민국", "미국", "일본"],
    ["zh-TW", "南韓", "美國", "日本"],
    ["ja", "韓国", "アメリカ合衆国", "日本"],
  ] as const)("names Korea, the United States and Japan in %s as CLDR does", (lang, korea, unitedStates, japan) => {
    expect([nameOf(lang, "KR"), nameOf(lang, "US"), nameOf(lang, "JP")]).toEqual([korea, unitedStates, japan]);
  });

  it("puts Afghanistan first in English, and Đ after every D in Vietnamese", () => {
    expect(listCountries("en")[0]).toEqual({ code: "AF", name: "Afghanistan" });
    // In Vietnamese đ is a letter of its own, not a d with a mark: a plain code-point sort would not show it.
    const vi = listCountries("vi").map((c) => c.name);
    expect(vi.indexOf("Đan Mạch")).toBeGreaterThan(vi.indexOf("Dominica"));
    expect(vi.indexOf("Đức")).toBeGreaterThan(vi.indexOf("Đan Mạch"));
  });

  it("computes each language once and shares the frozen list", () => {
    expect(listCountries("vi")).toBe(listCountries("vi"));
    expect(Object.isFrozen(listCountries("en"))).toBe(true);
  });
});
