import type { AddressCandidate } from "@/server/reference/address-candidate";
import type { ListSource, ReferenceItem } from "./reference-data";
import { resolveAddress } from "./resolve-address";
import type { Translate } from "./message-types";

// What the pickers find beyond their lists' own names (use-alias-options.ts). The everyday names
// of countries are matched by the server (GET /reference/countries?q=), so the page carries no
// alias table.

/** An entry of a picker's list: the item it selects, and how it is shown ("Phúc Xá (cũ) → Phường Hồng Hà"). */
export interface PickerOption {
  item: ReferenceItem;
  label: string;
}

export type AddressSource = Exclude<ListSource, { kind: "countries" }>;
type CountrySource = Extract<ListSource, { kind: "countries" }>;

// The same words give the same answer for the life of the page (the API lets it be cached a day too).
const answers = new Map<string, Promise<unknown>>();
function once<T>(key: string, ask: () => Promise<T>): Promise<T> {
  let answer = answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = ask();
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

/** Countries by everyday names and codes ("My", "UK", "Han Quoc") and by their names in the other five languages ("한국"), as their list names them. */
export async function countryOptions(source: CountrySource, needle: string, items: ReferenceItem[]): Promise<PickerOption[]> {
  // The list's path names its language: countries?lang=vi.
  const url = `/api/v1/reference/${source.path}&q=${encodeURIComponent(needle)}`;
  const found = await once(url, async () => {
    const response = await fetch(url, { headers: source.credential });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as { data: ReferenceItem[] }).data;
  });
  return found.flatMap(({ code }) => items.filter((item) => item.code === code).map((item) => ({ item, label: item.name })));
}

/** What the resolve endpoint reads in the typed words; a ward is read within its province, named as an address would. */
export async function candidatesFor(source: AddressSource, needle: string): Promise<AddressCandidate[]> {
  const province = source.kind === "wards" ? await source.provinceName() : undefined;
  const text = province ? `${needle}, ${province}` : needle;
  // The answer does not depend on who asks: the same words are asked once.
  return once(text, () => resolveAddress(text, source.credential));
}

/** The list's items the candidates point at, each shown with the old unit it was read from. */
export function addressOptions(
  source: AddressSource,
  candidates: AddressCandidate[],
  items: ReferenceItem[],
  t: Translate,
): PickerOption[] {
  const former = (name: string) => `${name} (${t("formerUnit")})`;
  return candidates.flatMap((candidate): PickerOption[] => {
    const { matched } = candidate;
    if (source.kind === "wards") {
      if (candidate.province_code !== source.provinceCode || !candidate.ward_code) return [];
      const item = items.find((ward) => ward.code === candidate.ward_code);
      if (!item) return [];
      if (matched.level !== "old_ward") return [{ item, label: item.name }];
      const oldWard = withoutKind(matched.ward_name!);
      // "Phường 1" means nothing without its district.
      const shown = /^(\d+|[IVX]+)$/.test(oldWard) ? `${matched.ward_name}, ${matched.district_name}` : oldWard;
      return [{ item, label: `${former(shown)} → ${item.name}` }];
    }
    const item = items.find((province) => province.code === candidate.province_code);
    if (!item) return [];
    const read =
      matched.level === "province"
        ? matched.province_name === item.name
          ? null
          : former(withoutKind(matched.province_name!))
        : matched.level === "old_district"
          ? former(matched.district_name!)
          : matched.level === "old_ward"
            ? former(`${matched.ward_name}, ${matched.district_name}`)
            : candidate.ward_name;
    return [{ item, label: read ? `${read} → ${item.name}` : item.name }];
  });
}

/** "Phường Phúc Xá" → "Phúc Xá", "Tỉnh Bình Dương" → "Bình Dương": the picker already says which level it lists. */
function withoutKind(name: string): string {
  return name.replace(/^(Tỉnh|Thành phố|Phường|Xã|Thị trấn|Đặc khu) /, "");
}
