import { ISO_3166_ALPHA_2_CODES } from "./country-codes";
import { foldForSearch } from "./fold-for-search";

/**
 * What guests type for a country instead of its CLDR name, folded (no case or tone marks):
 * Vietnamese everyday names ("Mỹ" for Hoa Kỳ, "Anh", "Hàn Quốc", "Nhật", "Đức", "Pháp", "Úc"),
 * English ones, and the codes on passports and luggage tags ("USA", "UK", "GBR").
 * Pure data, free of imports of data files, so the check-in page's picker uses it as the
 * server would.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ["my", "nuoc my", "hoa ky", "usa", "us", "america", "united states", "united states of america"],
  GB: ["anh", "nuoc anh", "vuong quoc anh", "uk", "gbr", "england", "britain", "great britain", "united kingdom", "scotland", "wales"],
  KR: ["han quoc", "han", "nam han", "korea", "south korea", "kor", "rok"],
  KP: ["trieu tien", "bac han", "north korea", "dprk", "prk"],
  JP: ["nhat", "nhat ban", "japan", "jpn"],
  CN: ["trung quoc", "trung hoa", "china", "prc", "chn"],
  TW: ["dai loan", "taiwan", "twn"],
  HK: ["hong kong", "hongkong", "hkg"],
  DE: ["duc", "nuoc duc", "germany", "deutschland", "deu", "ger"],
  FR: ["phap", "nuoc phap", "france", "fra"],
  AU: ["uc", "nuoc uc", "australia", "aus"],
  NZ: ["new zealand", "nz", "nzl"],
  RU: ["nga", "nuoc nga", "russia", "rus"],
  IT: ["y", "nuoc y", "italia", "italy", "ita"],
  ES: ["tay ban nha", "spain", "espana", "esp"],
  NL: ["ha lan", "holland", "netherlands", "nld"],
  CH: ["thuy si", "switzerland", "swiss", "che"],
  SE: ["thuy dien", "sweden", "swe"],
  CA: ["canada", "ca na da", "can"],
  TH: ["thai", "thai lan", "thailand", "tha"],
  LA: ["lao", "laos", "lao pdr"],
  KH: ["campuchia", "cam pu chia", "cambodia", "khm"],
  SG: ["sing", "singapore", "sgp"],
  MY: ["malaysia", "ma lai", "mas", "mys"],
  ID: ["indo", "indonesia", "idn"],
  PH: ["phi", "philippines", "phi luat tan", "phl"],
  IN: ["an do", "india", "ind"],
  AE: ["uae", "emirates", "dubai", "are"],
  IL: ["israel", "do thai", "isr"],
  VN: ["vn", "viet nam", "vietnam", "vnm"],
};

// Each alias once, to the one country it names.
const codeByAlias = new Map<string, string>(
  Object.entries(COUNTRY_ALIASES).flatMap(([code, aliases]) => aliases.map((alias) => [alias, code] as const)),
);

const isoCodes = new Set<string>(ISO_3166_ALPHA_2_CODES);

/**
 * The countries (ISO alpha-2 codes) a guest may mean by what they typed: an alias or an
 * ISO code typed in full first ("my" is the USA, "de" is Germany), then aliases that start
 * with it ("han q" → Korea). Empty for an empty query.
 */
export function countriesForAlias(query: string): string[] {
  const needle = foldForSearch(query);
  if (needle === "") return [];
  const exact = codeByAlias.get(needle);
  const codes = exact ? [exact] : [];
  const typedCode = needle.toUpperCase();
  if (isoCodes.has(typedCode)) codes.push(typedCode);
  if (needle.length >= 2) {
    for (const [alias, code] of codeByAlias) if (alias.startsWith(needle)) codes.push(code);
  }
  return [...new Set(codes)];
}
