import { describe, expect, it } from "vitest";
import oldUnits from "./data/vn-admin-2025/old-units.json";
import provinces from "./data/vn-admin-2025/provinces.json";
import wards from "./data/vn-admin-2025/wards.json";
import { resolveAddress } from "./resolve-address";
import { RESOLVE_CASES, type ResolveCase } from "./resolve-address.cases";

function only<T>(found: T[], what: string): T {
  if (found.length !== 1) throw new Error(`${what}: ${found.length} units in the data, expected exactly 1`);
  return found[0]!;
}

function oldProvinceNamed(name: string) {
  return only(
    oldUnits.provinces.filter((p) => p.name === name),
    name,
  );
}

function oldWardNamed([ward, district, province]: readonly [string, string, string]) {
  const p = oldProvinceNamed(province);
  const d = only(
    oldUnits.districts.filter((x) => x.province_code === p.code && x.name === district),
    district,
  );
  return only(
    oldUnits.wards.filter((w) => w.district_code === d.code && w.name === ward),
    ward,
  );
}

function describeCase(c: ResolveCase): string {
  return `${c.region}: "${c.text}"`;
}

describe("resolveAddress over real addresses", () => {
  it("has at least 40 cases covering every region", () => {
    expect(RESOLVE_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RESOLVE_CASES.map((c) => c.region))).toEqual(new Set(["north", "centre", "highlands", "south", "mekong"]));
  });

  for (const c of RESOLVE_CASES) {
    it(describeCase(c), () => {
      const answer = resolveAddress(c.text);
      if ("oldWard" in c) {
        const ward = oldWardNamed(c.oldWard);
        const first = answer.slice(0, ward.new_ward_codes.length);
        expect(first.map((a) => a.ward_code)).toEqual(ward.new_ward_codes);
        for (const a of first) {
          expect(a.matched).toMatchObject({
            level: "old_ward",
            ward_code: ward.code,
            district_code: ward.district_code,
            province_code: ward.province_code,
          });
          expect(a.split).toBe(ward.new_ward_codes.length > 1);
          expect(a.province_code).toBe(wards.find((w) => w.code === a.ward_code)!.province_code);
        }
      } else if ("newWard" in c) {
        const [name, provinceCode] = c.newWard;
        const ward = only(
          wards.filter((w) => w.name === name && w.province_code === provinceCode),
          name,
        );
        expect(answer[0]).toMatchObject({
          province_code: provinceCode,
          ward_code: ward.code,
          ward_name: name,
          matched: { level: "new_ward", ward_code: null },
        });
      } else if ("oldDistrict" in c) {
        const [district, province] = c.oldDistrict;
        const p = oldProvinceNamed(province);
        const d = only(
          oldUnits.districts.filter((x) => x.province_code === p.code && x.name === district),
          district,
        );
        expect(answer[0]).toMatchObject({
          province_code: p.new_province_codes[0],
          ward_code: null,
          matched: { level: "old_district", district_code: d.code, province_code: p.code },
        });
      } else {
        const [oldName, newCode] = c.province;
        expect(answer[0]).toMatchObject({
          province_code: newCode,
          ward_code: null,
          matched: { level: "province", province_name: oldName, district_code: null },
        });
      }
    });
  }
});

// Spot checks that SOURCE.md lists as verified by hand against the resolutions, written out
// literally so that a change in the data or the reading shows here by name.
describe("resolveAddress against SOURCE.md's spot checks", () => {
  const wardsOf = (text: string) => resolveAddress(text).map((a) => `${a.ward_code} ${a.ward_name}`);

  it("Cống Vị was split between Ngọc Hà and Giảng Võ", () => {
    expect(wardsOf("Phường Cống Vị, Quận Ba Đình, Hà Nội")).toEqual(["00008 Phường Ngọc Hà", "00025 Phường Giảng Võ"]);
  });

  it("Đại Mỗ went to five wards, each a candidate with split set", () => {
    const answer = resolveAddress("Phường Đại Mỗ, Quận Nam Từ Liêm, Hà Nội");
    expect(answer.map((a) => a.ward_code)).toEqual(["00622", "00634", "00637", "09556", "09886"]);
    expect(answer.every((a) => a.split && a.matched.ward_code === "00634")).toBe(true);
  });

  it("the same 'Phường 1' is a different ward in each district", () => {
    expect(wardsOf("Phường 1, Quận 3, TP.HCM")[0]).toBe("27154 Phường Bàn Cờ");
    expect(wardsOf("Phường 1, Quận 10, TP.HCM")[0]).toBe("27190 Phường Vườn Lài");
    expect(wardsOf("Phường 1, Quận Gò Vấp, TP.HCM")[0]).toBe("26890 Phường Hạnh Thông");
  });

  it("Ngọc Hà of Hà Giang is not Ngọc Hà of Hà Nội", () => {
    expect(resolveAddress("Phường Ngọc Hà, TP. Hà Giang, Tỉnh Hà Giang")[0]).toMatchObject({ province_code: "08", ward_code: "00691" });
    expect(resolveAddress("Phường Ngọc Hà, Quận Ba Đình, Hà Nội").every((a) => a.province_code === "01")).toBe(true);
  });

  it("merged provinces: Hội An to Đà Nẵng, Lũng Cú to Tuyên Quang, Côn Đảo to Hồ Chí Minh City", () => {
    expect(resolveAddress("Phường Minh An, Thành phố Hội An, Tỉnh Quảng Nam")[0]).toMatchObject({
      province_code: "48",
      ward_code: "20410",
    });
    expect(resolveAddress("Xã Lũng Cú, Huyện Đồng Văn, Tỉnh Hà Giang")[0]).toMatchObject({ province_code: "08", ward_code: "00715" });
    expect(resolveAddress("Huyện Côn Đảo, Tỉnh Bà Rịa - Vũng Tàu")[0]).toMatchObject({ province_code: "79", ward_code: null });
    expect(resolveAddress("Phường Thạch Thang, Quận Hải Châu, Đà Nẵng")[0]).toMatchObject({ province_code: "48", ward_code: "20242" });
  });
});

describe("resolveAddress's answer", () => {
  it("is empty for text that names no unit", () => {
    expect(resolveAddress("123 Main Street, Springfield")).toEqual([]);
    expect(resolveAddress("!!!")).toEqual([]);
  });

  it("lists at most 10 candidates, every field present, null where it does not apply", () => {
    const answer = resolveAddress("Phường 1, TP HCM");
    expect(answer).toHaveLength(10);
    for (const a of answer) {
      expect(Object.keys(a).sort()).toEqual(["matched", "province_code", "province_name", "split", "ward_code", "ward_name"]);
      expect(Object.keys(a.matched).sort()).toEqual([
        "district_code",
        "district_name",
        "level",
        "province_code",
        "province_name",
        "ward_code",
        "ward_name",
      ]);
      expect(provinces.some((p) => p.code === a.province_code && p.name === a.province_name)).toBe(true);
    }
  });

  it("reads a ward with the province the picker adds, old or new name alike", () => {
    expect(resolveAddress("phuc xa, Thành phố Hà Nội")[0]).toMatchObject({
      ward_name: "Phường Hồng Hà",
      matched: { ward_name: "Phường Phúc Xá" },
    });
    // An old ward of Bình Dương under the 2025 province's name.
    expect(
      resolveAddress("phu hoa, Thành phố Hồ Chí Minh").some(
        (a) => a.matched.ward_name === "Phường Phú Hòa" && a.matched.province_name === "Tỉnh Bình Dương",
      ),
    ).toBe(true);
    // A province named in the text excludes wards of others: only Cần Thơ itself is left.
    const elsewhere = resolveAddress("phuc xa, Cần Thơ");
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.every((a) => a.province_code === "92" && a.matched.ward_name !== "Phường Phúc Xá")).toBe(true);
  });

  it("takes well under a millisecond per address once the index is built", () => {
    resolveAddress("warm up");
    const texts = RESOLVE_CASES.map((c) => c.text);
    const started = performance.now();
    for (let round = 0; round < 10; round++) for (const text of texts) resolveAddress(text);
    const perCall = (performance.now() - started) / (10 * texts.length);
    expect(perCall).toBeLessThan(1);
  });
});
