import { foldForSearch } from "./fold-for-search";

/**
 * The unit-type words of a Vietnamese address, folded. ID cards and guests abbreviate them
 * ("P. Bến Nghé", "Q.1", "TP.HCM", "F12" as Saigon writes phường), so each abbreviation is
 * read as its word before names are matched.
 */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  p: "phuong",
  f: "phuong",
  ph: "phuong",
  q: "quan",
  h: "huyen",
  x: "xa",
  tt: "thi tran",
  tx: "thi xa",
  tp: "thanh pho",
  t: "tinh",
};

/** Words that name the level of the unit that follows them. */
export type UnitKind = "ward" | "district" | "district_or_province" | "province";

const KIND_WORDS: readonly (readonly [string, UnitKind])[] = [
  ["thi tran", "ward"],
  ["thi xa", "district"],
  ["thanh pho", "district_or_province"],
  ["dac khu", "ward"],
  ["phuong", "ward"],
  ["xa", "ward"],
  ["quan", "district"],
  ["huyen", "district"],
  ["tinh", "province"],
];

/** Stands for a comma (or semicolon, new line): no name and no kind word reaches across it. */
export const PART_BREAK = ",";

/**
 * Address text as folded words, with PART_BREAK where the text separates its parts: no case, tone marks or đ, punctuation as spaces,
 * abbreviations spelled out, glued numbers split ("p1" → "phuong 1") and leading zeros
 * dropped ("P.01" is Phường 1).
 */
export function addressWords(text: string): string[] {
  const folded = foldForSearch(text)
    // "tphcm", "tp.hcm": the city's everyday name glued to its abbreviation.
    .replace(/\btp\.?\s*hcm\b/g, "thanh pho hcm")
    // "p1", "q.3", "f12": a ward or district number glued to its letter.
    .replace(/\b(p|f|q|ph)\.?\s*(\d+)\b/g, "$1 $2");
  // "Ea D'Rơng" is also written "Ea DRơng": the apostrophe joins, it does not split.
  const words = folded
    .replace(/['’]/g, "")
    .replace(/[,;|\n]+/g, ` ${PART_BREAK} `)
    .split(/[^\p{L}\p{N},]+/u)
    .filter(Boolean);
  return words.map((word) => ABBREVIATIONS[word] ?? word.replace(/^0+(?=\d)/, "")).flatMap((word) => word.split(" "));
}

/** A unit's name as the words addressWords gives for it ("Bà Rịa - Vũng Tàu" → "ba ria vung tau"). */
export function nameKey(name: string): string {
  return addressWords(name)
    .filter((word) => word !== PART_BREAK)
    .join(" ");
}

/** The kind word that ends just before position `start` (the "quan" of "quan ba dinh") and its length in words. */
export function kindBefore(words: readonly string[], start: number): { kind: UnitKind; length: number } | undefined {
  for (const [phrase, kind] of KIND_WORDS) {
    const parts = phrase.split(" ");
    const from = start - parts.length;
    if (from >= 0 && parts.every((part, i) => words[from + i] === part)) return { kind, length: parts.length };
  }
  return undefined;
}

/** A name that is only a number or a Roman numeral ("Phường 1", "Quận 3", "Phường IV") means nothing without its kind word. */
export function isBareNumber(key: string): boolean {
  return /^(\d+|[ivx]+)$/.test(key);
}
