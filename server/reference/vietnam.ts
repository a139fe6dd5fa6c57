import provinces from "./data/vn-admin-2025/provinces.json";
import wards from "./data/vn-admin-2025/wards.json";
import { foldForSearch } from "./fold-for-search";

export { foldForSearch };

/** A province or centrally-run city (thành phố trực thuộc trung ương) after the 2025 reform. */
export type City = { readonly code: string; readonly name: string };
/** A phường, xã or đặc khu: the only level below a province since the 2025 reform. */
export type Ward = { readonly code: string; readonly name: string };

const vietnameseCollator = new Intl.Collator("vi");

function byVietnameseName<T extends { code: string; name: string }>(a: T, b: T): number {
  return vietnameseCollator.compare(a.name, b.name) || a.code.localeCompare(b.code);
}

type CityWards = { readonly wards: readonly Ward[]; readonly searchTexts: readonly string[] };

// Built on first use and shared: the data is static for the life of the process.
let cities: readonly City[] | undefined;
let wardsByCity: ReadonlyMap<string, CityWards> | undefined;

/** Vietnam's 34 provinces and cities, full official names, in Vietnamese order. */
export function listCities(): readonly City[] {
  cities ??= Object.freeze(provinces.map(({ code, name }) => Object.freeze({ code, name })).sort(byVietnameseName));
  return cities;
}

/** The wards, communes and special zones of a province; undefined for an unknown code. */
export function listWards(cityCode: string): readonly Ward[] | undefined {
  return cityWards().get(cityCode)?.wards;
}

/**
 * Wards of a province whose name has a word starting with the query, ignoring case and
 * tone marks ("hoan kiem" finds "Phường Hoàn Kiếm"); an empty query lists them all.
 * Matching at word starts keeps "an" from matching inside "Hoàn".
 */
export function findWards(cityCode: string, query: string): readonly Ward[] | undefined {
  const city = cityWards().get(cityCode);
  if (!city) return undefined;
  const needle = foldForSearch(query);
  if (needle === "") return city.wards;
  return city.wards.filter((_, i) => ` ${city.searchTexts[i]}`.includes(` ${needle}`));
}

function cityWards(): ReadonlyMap<string, CityWards> {
  if (wardsByCity) return wardsByCity;
  const grouped = new Map<string, Ward[]>(provinces.map((p) => [p.code, []]));
  for (const { code, name, province_code } of wards) {
    grouped.get(province_code)?.push(Object.freeze({ code, name }));
  }
  const built = new Map<string, CityWards>();
  for (const [cityCode, list] of grouped) {
    list.sort(byVietnameseName);
    built.set(cityCode, {
      wards: Object.freeze(list),
      searchTexts: Object.freeze(list.map((w) => foldForSearch(w.name))),
    });
  }
  wardsByCity = built;
  return built;
}
