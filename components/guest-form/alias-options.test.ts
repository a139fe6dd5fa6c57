import { describe, expect, it, vi as vi_ } from "vitest";
import { listCountries } from "@/server/reference/countries";
import { resolveAddress } from "@/server/reference/resolve-address";
import { listCities, listWards } from "@/server/reference/vietnam";
import { addressOptions, countryOptions, type AddressSource } from "./alias-options";
import { guestFormTranslator } from "./i18n";

// The pickers' extra entries, built from the server's real answers and lists.
const vi = guestFormTranslator("vi");
const provinces: AddressSource = { kind: "provinces", credential: {} };
const wardsOf = (provinceCode: string): AddressSource => ({
  kind: "wards",
  credential: {},
  provinceCode,
  provinceName: async () => undefined,
});
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
    const options = addressOptions(
      wardsOf("79"),
      resolveAddress("phuong 1 quan 3, Thành phố Hồ Chí Minh"),
      saigon,
      guestFormTranslator("en"),
    );
    expect(labels(options)[0]).toBe("Phường 1, Quận 3 (former) → Phường Bàn Cờ");
  });
});

describe("countryOptions", () => {
  it("asks the countries list with q and shows what it finds as the list names the country", async () => {
    const asked: string[] = [];
    vi_.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      const q = new URL(url, "http://page").searchParams.get("q");
      return Response.json({ data: q === "my" ? [{ code: "US", name: "Hoa Kỳ" }] : [] });
    });
    const source = { kind: "countries", credential: { authorization: "Bearer t" }, path: "countries?lang=vi" } as const;
    expect(labels(await countryOptions(source, "my", [...listCountries("vi")]))).toEqual(["Hoa Kỳ"]);
    expect(await countryOptions(source, "zz", [...listCountries("vi")])).toEqual([]);
    expect(asked).toEqual(["/api/v1/reference/countries?lang=vi&q=my", "/api/v1/reference/countries?lang=vi&q=zz"]);
    vi_.unstubAllGlobals();
  });
});
