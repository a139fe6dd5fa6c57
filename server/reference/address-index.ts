import oldUnits from "./data/vn-admin-2025/old-units.json";
import provinces from "./data/vn-admin-2025/provinces.json";
import wards from "./data/vn-admin-2025/wards.json";
import { nameKey } from "./address-text";
import { PROVINCE_ALIASES } from "./province-aliases";

/** A province, district or ward before July 2025 (old-units.json), with the 2025 units it went to. */
export type OldProvince = (typeof oldUnits.provinces)[number];
export type OldDistrict = (typeof oldUnits.districts)[number];
export type OldWard = (typeof oldUnits.wards)[number];
/** A 2025 unit (provinces.json, wards.json). */
type NewProvince = (typeof provinces)[number];
export type NewWard = (typeof wards)[number];

/**
 * Every unit by the folded words of its name, so reading an address is a few map lookups
 * per word instead of a scan of 10,035 old wards. Old and new codes share one number space
 * (SOURCE.md), so old and new units are kept in separate maps and never looked up in each other's.
 */
export interface AddressIndex {
  oldProvinces: ReadonlyMap<string, OldProvince>;
  oldDistricts: ReadonlyMap<string, OldDistrict>;
  newProvinces: ReadonlyMap<string, NewProvince>;
  newWards: ReadonlyMap<string, NewWard>;
  provincesByName: ReadonlyMap<string, readonly OldProvince[]>;
  districtsByName: ReadonlyMap<string, readonly OldDistrict[]>;
  oldWardsByName: ReadonlyMap<string, readonly OldWard[]>;
  newWardsByName: ReadonlyMap<string, readonly NewWard[]>;
  /** The most words in any indexed name: longer runs of the text need no lookup. */
  longestName: number;
}

// Built on first use (about 10,000 names) and kept for the life of the process.
let index: AddressIndex | undefined;

export function addressIndex(): AddressIndex {
  index ??= buildIndex();
  return index;
}

function buildIndex(): AddressIndex {
  let longestName = 1;
  const byName = <T>(units: readonly T[], namesOf: (unit: T) => string[]): Map<string, T[]> => {
    const map = new Map<string, T[]>();
    for (const unit of units) {
      for (const name of new Set(namesOf(unit).map(nameKey))) {
        if (!name) continue;
        longestName = Math.max(longestName, name.split(" ").length);
        const list = map.get(name);
        if (list) list.push(unit);
        else map.set(name, [unit]);
      }
    }
    return map;
  };
  const oldProvinces = new Map(oldUnits.provinces.map((p) => [p.code, p]));
  const aliasesOf = new Map<string, string[]>();
  for (const [alias, code] of Object.entries(PROVINCE_ALIASES)) aliasesOf.set(code, [...(aliasesOf.get(code) ?? []), alias]);
  return {
    oldProvinces,
    oldDistricts: new Map(oldUnits.districts.map((d) => [d.code, d])),
    newProvinces: new Map(provinces.map((p) => [p.code, p])),
    newWards: new Map(wards.map((w) => [w.code, w])),
    // Every 2025 province keeps the short name of one of the old ones, so old names cover new ones too.
    provincesByName: byName(oldUnits.provinces, (p) => [p.short_name, ...(aliasesOf.get(p.code) ?? [])]),
    districtsByName: byName(oldUnits.districts, (d) => [d.short_name]),
    oldWardsByName: byName(oldUnits.wards, (w) => [w.short_name]),
    newWardsByName: byName(wards, (w) => [w.short_name]),
    longestName,
  };
}
