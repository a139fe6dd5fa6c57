import type { AddressIndex, NewWard, OldDistrict, OldProvince, OldWard } from "./address-index";
import { isBareNumber, kindBefore, PART_BREAK, type UnitKind } from "./address-text";

/** A unit whose name is the words `start` to `start + length` of the text, and the kind word before them. */
export interface NameHit<T> {
  unit: T;
  key: string;
  start: number;
  length: number;
  kind: UnitKind | undefined;
  /** Where the hit begins with its kind word: the words it claims. */
  from: number;
}

export interface UnitNames {
  provinces: NameHit<OldProvince>[];
  districts: NameHit<OldDistrict>[];
  oldWards: NameHit<OldWard>[];
  newWards: NameHit<NewWard>[];
}

/**
 * Every run of words of the text that names a unit. A kind word decides the level where it
 * is written ("Quận Ba Đình" is not Phường Ba Đình; "Xã Hưng Yên" is not the province), and
 * a bare number ("1" of "Phường 1") counts only after its kind word.
 */
export function readUnitNames(words: readonly string[], index: AddressIndex): UnitNames {
  const names: UnitNames = { provinces: [], districts: [], oldWards: [], newWards: [] };
  for (let start = 0; start < words.length; start++) {
    const before = kindBefore(words, start);
    const from = start - (before?.length ?? 0);
    readNamesAt(words, start, before?.kind, from, index, names);
    // A kind word inside a part may be the last syllable of a name ("phuc xa ba dinh": Phúc Xá,
    // then Ba Đình): the words after it are read without it as well.
    if (before && from > 0 && words[from - 1] !== PART_BREAK) readNamesAt(words, start, undefined, start, index, names);
  }
  return names;
}

function readNamesAt(
  words: readonly string[],
  start: number,
  kind: UnitKind | undefined,
  from: number,
  index: AddressIndex,
  names: UnitNames,
): void {
  for (let length = 1; length <= index.longestName && start + length <= words.length; length++) {
    if (words[start + length - 1] === PART_BREAK) break;
    const key = words.slice(start, start + length).join(" ");
    const bare = isBareNumber(key);
    const hit = <T>(unit: T): NameHit<T> => ({ unit, key, start, length, kind, from });
    if (kind !== "district" && kind !== "district_or_province" && kind !== "province" && (!bare || kind === "ward")) {
      for (const ward of index.oldWardsByName.get(key) ?? []) names.oldWards.push(hit(ward));
      for (const ward of index.newWardsByName.get(key) ?? []) names.newWards.push(hit(ward));
    }
    if (kind !== "ward" && kind !== "province" && (!bare || kind === "district")) {
      for (const district of index.districtsByName.get(key) ?? []) names.districts.push(hit(district));
    }
    if (kind !== "ward" && kind !== "district" && !bare) {
      for (const province of index.provincesByName.get(key) ?? []) names.provinces.push(hit(province));
    }
  }
}
