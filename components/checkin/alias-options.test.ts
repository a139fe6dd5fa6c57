import { describe, expect, it } from "vitest";
import { listCountries } from "@/server/reference/countries";
import { resolveAddress } from "@/server/reference/resolve-address";
import { listCities, listWards } from "@/server/reference/vietnam";
import { addressOptions, countryOptions, type AddressSource } from "./alias-options";
import { translator } from "./i18n";

// The pickers' extra entries, built from the server's real answers and lists.
const vi = translator("vi");
const provinces: AddressSource = { kind: "provinces", credential: {} };
const wardsOf = (provinceCode: string): AddressSource => ({ kind: "wards", credential: {}, provinceCode, provinceName: async () => undefined });
const labels = (options: { label: string }[]) => options.map((o) => o.label);

describe("addressOptions", () => {
  it("shows an old province with what it became", () => {
    const options = addressOptions(provinces, resolveAddress("binh duong"), [...listCities()], vi);
    expect(labels(options)[0]).toBe("Bình Dương (cũ) → Thành phố Hồ Chí Minh");
    expect(options[0]!.item).toEqual({ code: "79", name: "Thành phố Hồ Chí Minh" });
  });

  it("shows an everyday name of a province as the province itself", () => {
    expect(labels(addressOptions(provinces, resolveAddress("hcm"), [...listCities()], vi))).toEqual(["Thành phố Hồ Chí Minh"]);
  });

  it("lists a divided old ward once per new ward, and only wards of the chosen province", () => {
    const hanoi = [...listWards("01")!];
    expect(labels(addressOptions(wardsOf("01"), resolveAddress("cong vi, Thành phố Hà Nội"), hanoi, vi))).toEqual([
      "Cống Vị (cũ) → Phường Ngọc Hà",
      "Cống Vị (cũ) → Phường Giảng Võ",
    ]);
    expect(addressOptions(wardsOf("79"), resolveAddress("phuc xa"), [...listWards("79")!], vi)).toEqual([]);
  });

  it("names the district of a numbered old ward, in the page's language", () => {
    const saigon = [...listWards("79")!];
    const options = addressOptions(wardsOf("79"), resolveAddress("phuong 1 quan 3, Thành phố Hồ Chí Minh"), saigon, translator("en"));
    expect(labels(options)[0]).toBe("Phường 1, Quận 3 (former) → Phường Bàn Cờ");
  });
});

describe("countryOptions", () => {
  it("finds everyday names as the list names the country", () => {
    expect(labels(countryOptions([...listCountries("vi")], "my"))[0]).toBe("Hoa Kỳ");
    expect(labels(countryOptions([...listCountries("en")], "uk"))[0]).toBe("United Kingdom");
    expect(countryOptions([...listCountries("en")], "zz")).toEqual([]);
  });
});
