import { describe, it, expect } from "vitest";
import { findWards, foldForSearch, listCities, listWards } from "./vietnam";

const vietnamese = new Intl.Collator("vi");

function expectVietnameseOrder(names: readonly string[]) {
  for (let i = 1; i < names.length; i++) {
    expect(vietnamese.compare(names[i - 1]!, names[i]!), `${names[i - 1]} before ${names[i]}`).toBeLessThanOrEqual(0);
  }
}

describe("listCities", () => {
  it("lists the 34 provinces and cities of the 2025 reform by full official name", () => {
    const cities = listCities();
    expect(cities).toHaveLength(34);
    expect(new Set(cities.map((c) => c.code)).size).toBe(34);
    expect(cities).toContainEqual({ code: "01", name: "Thành phố Hà Nội" });
    expect(cities).toContainEqual({ code: "79", name: "Thành phố Hồ Chí Minh" });
    expect(cities).toContainEqual({ code: "04", name: "Tỉnh Cao Bằng" });
  });

  it("sorts by Vietnamese collation of the name", () => {
    expectVietnameseOrder(listCities().map((c) => c.name));
  });
});

describe("listWards", () => {
  it("lists the 126 wards and communes of Hà Nội in Vietnamese order", () => {
    const wards = listWards("01")!;
    expect(wards).toHaveLength(126);
    expect(wards).toContainEqual({ code: "00070", name: "Phường Hoàn Kiếm" });
    expect(wards).toContainEqual({ code: "00004", name: "Phường Ba Đình" });
    expectVietnameseOrder(wards.map((w) => w.name));
  });

  it("includes the special zones (đặc khu)", () => {
    expect(listWards("48")).toContainEqual({ code: "20333", name: "Đặc khu Hoàng Sa" });
  });

  it("covers the 3,321 commune-level units across the 34 cities, each once", () => {
    const codes = listCities().flatMap((city) => listWards(city.code)!.map((w) => w.code));
    expect(codes).toHaveLength(3321);
    expect(new Set(codes).size).toBe(3321);
  });

  it("sorts every city's wards by Vietnamese collation", () => {
    for (const city of listCities()) expectVietnameseOrder(listWards(city.code)!.map((w) => w.name));
  });

  it("answers undefined for a city code that does not exist", () => {
    expect(listWards("99")).toBeUndefined();
    expect(listWards("1")).toBeUndefined();
    expect(listWards("")).toBeUndefined();
  });

  it("computes the lists once and shares them", () => {
    expect(listWards("01")).toBe(listWards("01"));
    expect(listCities()).toBe(listCities());
    expect(Object.isFrozen(listWards("01"))).toBe(true);
  });
});

describe("foldForSearch", () => {
  it("drops case, tone marks and the stroke of đ, and tidies spaces", () => {
    expect(foldForSearch("Phường Hoàn Kiếm")).toBe("phuong hoan kiem");
    expect(foldForSearch("  ĐỐNG   Đa ")).toBe("dong da");
    expect(foldForSearch("Xã Bắc Sơn")).toBe("xa bac son");
  });

  it("folds both tone-mark styles to the same text", () => {
    expect(foldForSearch("Thanh Hóa")).toBe(foldForSearch("Thanh Hoá"));
    expect(foldForSearch("Hòa")).toBe(foldForSearch("Hoà"));
  });
});

describe("findWards", () => {
  it("finds wards typed without diacritics, in any case", () => {
    expect(findWards("01", "hoan kiem")).toEqual([{ code: "00070", name: "Phường Hoàn Kiếm" }]);
    expect(findWards("01", "ba dinh")).toContainEqual({ code: "00004", name: "Phường Ba Đình" });
    expect(findWards("01", "DONG DA")).toContainEqual({ code: "00235", name: "Phường Đống Đa" });
  });

  it("matches at the start of a word, not inside one", () => {
    expect(findWards("01", "kiem")).toContainEqual({ code: "00070", name: "Phường Hoàn Kiếm" });
    expect(findWards("01", "oan kiem")).toEqual([]);
  });

  it("searches only the given city", () => {
    expect(findWards("79", "hoan kiem")).toEqual([]);
  });

  it("lists every ward for an empty query and answers undefined for an unknown city", () => {
    expect(findWards("01", "  ")).toBe(listWards("01"));
    expect(findWards("99", "hoan kiem")).toBeUndefined();
  });
});
