"use client";

import { useEffect, useMemo, useState } from "react";
import type { AddressCandidate } from "@/server/reference/address-candidate";
import { countriesForAlias } from "@/server/reference/country-aliases";
import { foldForSearch } from "@/server/reference/fold-for-search";
import { sourceOf, type ListSource, type ReferenceItem } from "./reference-data";
import { resolveAddress } from "./resolve-address";
import type { Translate } from "./translate";

/** An entry of a picker's list: the item it selects, and how it is shown ("Phúc Xá (cũ) → Phường Hồng Hà"). */
export interface PickerOption {
  item: ReferenceItem;
  label: string;
}

// Long enough to wait out a word being typed, short enough to feel immediate.
const RESOLVE_DELAY_MS = 250;
const MIN_RESOLVE_LENGTH = 2;

// The same words give the same answer for the life of the page (the API lets it be cached a day too).
const answers = new Map<string, Promise<AddressCandidate[]>>();

/**
 * What a list's own names do not find: countries by everyday names and codes ("My", "UK",
 * "Han Quoc"), shown before the names that match; provinces and wards by their names before
 * 2025 or everyday ones ("binh duong", "phuc xa", "hcm"), read by the resolve endpoint after
 * a pause in typing and shown after them, each with what it became.
 */
export function useAliasOptions(items: ReferenceItem[] | undefined, query: string | null, t: Translate): { before: PickerOption[]; after: PickerOption[] } {
  const source = sourceOf(items);
  const needle = foldForSearch(query ?? "");
  const before = useMemo(() => {
    if (!items || source?.kind !== "countries") return [];
    return countriesForAlias(needle).flatMap((code) => {
      const item = items.find((country) => country.code === code);
      return item ? [{ item, label: item.name }] : [];
    });
  }, [items, source, needle]);

  const asks = source && source.kind !== "countries" && needle.length >= MIN_RESOLVE_LENGTH;
  const key = asks ? `${source.kind}:${source.kind === "wards" ? source.provinceCode : ""}:${needle}` : null;
  const [found, setFound] = useState<{ key: string; candidates: AddressCandidate[] } | null>(null);
  useEffect(() => {
    if (!key || !source || source.kind === "countries") return;
    let current = true;
    const timer = setTimeout(() => {
      candidatesFor(source, needle)
        .then((candidates) => current && setFound({ key, candidates }))
        // The old names are a help, not the list: without them the picker still finds the 2025 names.
        .catch(() => current && setFound({ key, candidates: [] }));
    }, RESOLVE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, source, needle]);

  const candidates = found && found.key === key ? found.candidates : null;
  const after = useMemo(
    () => (candidates && items && source && source.kind !== "countries" ? optionsOf(source, candidates, items, t) : []),
    [candidates, items, source, t],
  );
  return { before, after };
}

async function candidatesFor(source: Exclude<ListSource, { kind: "countries" }>, needle: string): Promise<AddressCandidate[]> {
  // A ward is read within its province, named as the address would name it.
  const province = source.kind === "wards" ? await source.provinceName() : undefined;
  const text = province ? `${needle}, ${province}` : needle;
  const cacheKey = `${source.token}\n${text}`;
  let answer = answers.get(cacheKey);
  if (!answer) {
    answer = resolveAddress(text, source.token);
    answers.set(cacheKey, answer);
    answer.catch(() => answers.delete(cacheKey));
  }
  return answer;
}

function optionsOf(source: Exclude<ListSource, { kind: "countries" }>, candidates: AddressCandidate[], items: ReferenceItem[], t: Translate): PickerOption[] {
  const former = (name: string) => `${name} (${t("formerUnit")})`;
  return candidates.flatMap((candidate): PickerOption[] => {
    const { matched } = candidate;
    if (source.kind === "wards") {
      if (candidate.province_code !== source.provinceCode || !candidate.ward_code) return [];
      const item = items.find((ward) => ward.code === candidate.ward_code);
      if (!item) return [];
      if (matched.level !== "old_ward") return [{ item, label: item.name }];
      const oldWard = withoutKind(matched.ward_name!);
      return [{ item, label: `${former(/^\d|^[IVX]+$/.test(oldWard) ? `${matched.ward_name}, ${matched.district_name}` : oldWard)} → ${item.name}` }];
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
