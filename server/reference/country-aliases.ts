import { foldForSearch } from "./fold-for-search";

/**
 * What guests type for a country instead of its CLDR name, folded (no case or tone marks):
 * Vietnamese everyday names ("Mỹ" for Hoa Kỳ, "Anh", "Hàn Quốc", "Nhật", "Đức", "Pháp", "Úc"),
 * English ones, and the codes on passports and luggage tags ("USA", "UK", "GBR"); the
 * Chinese, Korean and Japanese everyday names are in CJK_COUNTRY_ALIASES below.
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

/**
 * What guests of the markets Vietnam's visitors come from write for a country where CLDR's name
 * in their language is another one (i18n/languages.ts: zh-CN, ko, zh-TW, ja), as they
 * write it; folded when read, like the table above. A name CLDR already gives in one of the six
 * languages ("美国", "미국", "日本", "대만") is left out: the countries endpoint matches those names
 * in every language (find-countries.ts), and the part of a longer name too ("アメリカ" in
 * "アメリカ合衆国", "香港" in "中国香港特别行政区").
 */
export const CJK_COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ["米国", "アメリカ", "美利坚", "美利堅", "미합중국"],
  GB: ["英格兰", "英格蘭", "大不列颠", "大不列顛", "잉글랜드", "イングランド"],
  KR: ["韓國", "南韩", "한국", "남한", "大韩民国", "大韓民國", "大韓民国"],
  KP: ["北韩", "北朝鲜", "朝鮮", "조선"],
  JP: ["日本国"],
  CN: ["中华人民共和国", "中華人民共和國", "中華人民共和国", "중화인민공화국"],
  TW: ["臺灣", "中華民國", "中华民国", "타이완"],
  HK: ["香港", "홍콩", "ホンコン"],
  MO: ["澳门", "澳門", "마카오"],
  RU: ["俄国", "俄國"],
  AU: ["澳大利亞", "호주", "豪州"],
  MY: ["大马", "大馬"],
  SG: ["싱가폴"],
  KH: ["高棉"],
  LA: ["老撾", "寮国"],
};

// Each alias once, folded, to the one country it names.
const codeByAlias = new Map<string, string>(
  [COUNTRY_ALIASES, CJK_COUNTRY_ALIASES].flatMap((table) =>
    Object.entries(table).flatMap(([code, aliases]) => aliases.map((alias) => [foldForSearch(alias), code] as const)),
  ),
);

/** Whether folded text is written in Chinese characters, Hangul or kana, where one character can be a word. */
export function isCjkText(folded: string): boolean {
  return /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(folded);
}

/** The country an everyday name typed in full means (folded: "my" → US, "한국" → KR), if any. */
export function countryOfAlias(needle: string): string | undefined {
  return codeByAlias.get(needle);
}

/**
 * The countries an everyday name starting with the folded needle means ("han q" → KR), in the
 * tables' order: from two letters, or one Chinese character, Hangul syllable or kana.
 */
export function countriesOfAliasStart(needle: string): string[] {
  if (needle.length < 2 && !isCjkText(needle)) return [];
  const codes: string[] = [];
  for (const [alias, code] of codeByAlias) if (alias.startsWith(needle)) codes.push(code);
  return codes;
}

/**
 * The countries (ISO alpha-2 codes) a guest may mean by what they typed: an alias or a code
 * of `isCountry` typed in full first ("my" is the USA, "de" is Germany), then aliases that
 * start with it ("han q" → Korea). Empty for an empty query. The caller says which codes are
 * countries (its list), so the browser need not carry the ISO table.
 */
export function countriesForAlias(query: string, isCountry: (code: string) => boolean): string[] {
  const needle = foldForSearch(query);
  if (needle === "") return [];
  const exact = countryOfAlias(needle);
  const codes = exact ? [exact] : [];
  const typedCode = needle.toUpperCase();
  if (/^[A-Z]{2}$/.test(typedCode) && isCountry(typedCode)) codes.push(typedCode);
  codes.push(...countriesOfAliasStart(needle));
  return [...new Set(codes)];
}
