import type { AddressCandidate } from "./address-candidate";
import { addressIndex, type AddressIndex, type OldDistrict, type OldProvince, type OldWard } from "./address-index";
import { addressWords, isBareNumber } from "./address-text";
import { readUnitNames, type NameHit } from "./read-unit-names";

const MAX_CANDIDATES = 10;
/** Candidates this far below the best are noise (a word of the street that is also some ward's name). */
const SCORE_WINDOW = 3;

/**
 * A reading of the text. `claims` are the runs of words it uses (its name with its kind
 * word, and its district's); a lesser reading that needs any of them is another parse of
 * the same words ("Quản Bạ" in "quan ba dinh") and is dropped.
 */
type Scored = { score: number; weak: boolean; claims: NameHit<unknown>[]; candidates: AddressCandidate[] };

/**
 * The 2025 units an address names, best first. Vietnamese addresses run street → ward →
 * district → province, and an ID card issued before July 2025 names units that no longer
 * exist: each name in the text is looked up among the old wards, the new wards, the old
 * districts and the provinces (old names and everyday ones), and a ward scores by how much
 * of the rest of the text agrees with it (its kind word, its district, its province).
 */
export function resolveAddress(text: string): AddressCandidate[] {
  const index = addressIndex();
  const words = addressWords(text);
  const hits = readUnitNames(words, index);
  const provinceFit = provinceFitFor(hits.provinces);

  // Districts of provinces the text does not name are other readings of the same words.
  const districtHits = hits.districts.filter((d) => fitOf(index, provinceFit, d.unit.province_code) !== undefined);
  const readings = { ...hits, districts: districtHits };

  const wards: Scored[] = [];
  for (const hit of hits.oldWards) {
    const ward = hit.unit;
    const fit = fitOf(index, provinceFit, ward.province_code);
    if (fit === undefined) continue;
    const district = districtHits.find((d) => d.unit.code === ward.district_code && !overlaps(d, hit));
    const score = hit.length + kindBonus(hit) + (district ? 4 : 0) + fit;
    const claims = district ? [hit, district] : [hit];
    wards.push({ score, weak: isWeak(hit, !!district, fit, readings), claims, candidates: oldWardCandidates(index, ward) });
  }
  const oldDistrictNamed = districtHits.some((d) => d.kind === "district");
  for (const hit of hits.newWards) {
    const ward = hit.unit;
    // The text's province is the ward's own: as good an agreement as an old unit's own province.
    const fit = provinceFit(undefined, ward.province_code) && 3;
    if (fit === undefined) continue;
    // Without an old district in the text, a name that is a 2025 ward most likely means that ward.
    const score = hit.length + kindBonus(hit) + fit + (oldDistrictNamed ? 0 : 1);
    const province = index.newProvinces.get(ward.province_code)!;
    const candidate: AddressCandidate = {
      province_code: province.code,
      province_name: province.name,
      ward_code: ward.code,
      ward_name: ward.name,
      split: false,
      matched: {
        level: "new_ward",
        ward_code: null,
        ward_name: null,
        district_code: null,
        district_name: null,
        province_code: null,
        province_name: null,
      },
    };
    wards.push({ score, weak: isWeak(hit, false, fit, readings), claims: [hit], candidates: [candidate] });
  }

  const districts: Scored[] = [];
  for (const hit of districtHits) {
    const district = hit.unit;
    const fit = fitOf(index, provinceFit, district.province_code)!;
    const weak = hit.kind === undefined && hits.provinces.some((p) => p.start === hit.start && p.length === hit.length);
    districts.push({ score: hit.length + kindBonus(hit) + fit, weak, claims: [hit], candidates: [districtCandidate(index, district)] });
  }
  const provinces: Scored[] = hits.provinces.map((hit) => ({
    score: hit.length + kindBonus(hit),
    weak: false,
    claims: [hit],
    candidates: [provinceCandidate(index, hit.unit)],
  }));

  const strongWards = wards.filter((w) => !w.weak);
  const strongDistricts = districts.filter((d) => !d.weak);
  const weakOnes = [...districts.filter((d) => d.weak), ...wards.filter((w) => w.weak)];
  const ranked = strongWards.length
    ? best(strongWards)
    : strongDistricts.length
      ? best(strongDistricts, weakOnes)
      : best(provinces, weakOnes);
  return distinct(ranked.flatMap((s) => s.candidates)).slice(0, MAX_CANDIDATES);
}

/**
 * How well a unit of old province `oldCode` (in 2025 province `newCode`) agrees with the
 * provinces the text names: 3 for the same old province, 2 for the same 2025 province
 * ("…, Bình Dương" or "…, TP. Hồ Chí Minh" for a ward of Thủ Dầu Một), 0 when the text
 * names no province, undefined (not this unit) when it names only others.
 */
function provinceFitFor(provinces: readonly NameHit<OldProvince>[]) {
  return (oldCode: string | undefined, newCode: string): number | undefined => {
    if (provinces.length === 0) return 0;
    if (oldCode !== undefined && provinces.some((p) => p.unit.code === oldCode)) return 3;
    if (provinces.some((p) => p.unit.new_province_codes.includes(newCode))) return 2;
    return undefined;
  };
}

/** provinceFit for a unit of the old province `oldCode`. */
function fitOf(index: AddressIndex, provinceFit: ReturnType<typeof provinceFitFor>, oldCode: string): number | undefined {
  return provinceFit(oldCode, index.oldProvinces.get(oldCode)!.new_province_codes[0]!);
}

function kindBonus(hit: NameHit<unknown>): number {
  return hit.kind === undefined ? 0 : 2;
}

/**
 * A ward name with nothing to back it: no kind word, no district, and either the same words
 * are a province's or district's name ("Vũng Tàu", "Sài Gòn"), or it is one word in a text
 * that names no province. It is offered after the province, never before it.
 */
function isWeak(hit: NameHit<unknown>, inDistrict: boolean, fit: number, hits: ReturnType<typeof readUnitNames>): boolean {
  if (hit.kind !== undefined || inDistrict) return false;
  const sameWords = (other: NameHit<unknown>) => other.start === hit.start && other.length === hit.length;
  if (hits.provinces.some(sameWords) || hits.districts.some(sameWords)) return true;
  return hit.length === 1 && fit === 0 && !isBareNumber(hit.key);
}

function overlaps(a: NameHit<unknown>, b: NameHit<unknown>): boolean {
  return a.from < b.start + b.length && b.from < a.start + a.length;
}

function sameWords(a: NameHit<unknown>, b: NameHit<unknown>): boolean {
  return a.start === b.start && a.length === b.length;
}

/**
 * The best-scored first (equal scores keep the data's order), then the weaker `after`.
 * Dropped: readings far below the best, and readings that need words the best one reads
 * otherwise. Readings of the very same words stay: the 10 "Phường 1" of Hồ Chí Minh when
 * no district is given.
 */
function best(scored: Scored[], after: Scored[] = []): Scored[] {
  const byScore = (a: Scored, b: Scored) => b.score - a.score;
  const sorted = [...scored].sort(byScore);
  const top = sorted[0];
  if (!top) return [...after].sort(byScore);
  const name = top.claims[0]!;
  const fits = (s: Scored) => sameWords(s.claims[0]!, name) || !top.claims.some((claim) => overlaps(claim, s.claims[0]!));
  return [...sorted.filter((s) => s.score >= top.score - SCORE_WINDOW && fits(s)), ...[...after].sort(byScore).filter(fits)];
}

function distinct(candidates: AddressCandidate[]): AddressCandidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = `${c.province_code}/${c.ward_code ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function oldWardCandidates(index: AddressIndex, ward: OldWard): AddressCandidate[] {
  const district = index.oldDistricts.get(ward.district_code)!;
  const oldProvince = index.oldProvinces.get(ward.province_code)!;
  const matched = {
    level: "old_ward" as const,
    ward_code: ward.code,
    ward_name: ward.name,
    district_code: district.code,
    district_name: district.name,
    province_code: oldProvince.code,
    province_name: oldProvince.name,
  };
  return ward.new_ward_codes.map((code) => {
    const newWard = index.newWards.get(code)!;
    const province = index.newProvinces.get(newWard.province_code)!;
    return {
      province_code: province.code,
      province_name: province.name,
      ward_code: newWard.code,
      ward_name: newWard.name,
      split: ward.new_ward_codes.length > 1,
      matched,
    };
  });
}

function districtCandidate(index: AddressIndex, district: OldDistrict): AddressCandidate {
  return wardlessCandidate(index, index.oldProvinces.get(district.province_code)!, district);
}

function provinceCandidate(index: AddressIndex, oldProvince: OldProvince): AddressCandidate {
  return wardlessCandidate(index, oldProvince);
}

/** Only the old district or province could be read: its 2025 province, no ward guessed. */
function wardlessCandidate(index: AddressIndex, oldProvince: OldProvince, district?: OldDistrict): AddressCandidate {
  const province = index.newProvinces.get(oldProvince.new_province_codes[0]!)!;
  return {
    province_code: province.code,
    province_name: province.name,
    ward_code: null,
    ward_name: null,
    split: false,
    matched: {
      level: district ? "old_district" : "province",
      ward_code: null,
      ward_name: null,
      district_code: district?.code ?? null,
      district_name: district?.name ?? null,
      province_code: oldProvince.code,
      province_name: oldProvince.name,
    },
  };
}
