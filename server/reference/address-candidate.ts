/**
 * One answer of GET /api/v1/reference/addresses/resolve: a 2025 unit that an address names,
 * and the unit of the text it was read from. Types only, so the check-in page and the desk
 * may import them.
 */
export interface AddressCandidate {
  /** The 2025 province (provinces.json). */
  province_code: string;
  province_name: string;
  /** The 2025 ward; null when only a district or a province could be read. */
  ward_code: string | null;
  ward_name: string | null;
  /** The old ward was divided: every ward it went to is a candidate, one after another, with the same `matched`. */
  split: boolean;
  matched: MatchedUnit;
}

/**
 * What the text named. `old_ward`: a ward, commune or township before July 2025, with its
 * district and province. `new_ward`: a 2025 ward (no old unit: its fields are null).
 * `old_district` / `province`: only that much could be read; the lower fields are null.
 */
export interface MatchedUnit {
  level: "old_ward" | "new_ward" | "old_district" | "province";
  ward_code: string | null;
  ward_name: string | null;
  district_code: string | null;
  district_name: string | null;
  province_code: string | null;
  province_name: string | null;
}
