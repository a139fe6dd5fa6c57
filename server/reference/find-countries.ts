import { GUEST_LANGUAGES } from "@/i18n/languages";
import { countryOfAlias, countriesOfAliasStart, isCjkText } from "./country-aliases";
import { listCountries, type Country, type ReferenceLanguage } from "./countries";
import { foldForSearch } from "./fold-for-search";

// A guest may type a country in any of the six languages whatever the page speaks (a Korean
// reading a Vietnamese page types "한국"), so `q` is matched against CLDR's names in all six,
// and against the everyday names CLDR does not give (country-aliases.ts).

/** Each country's names in the six languages, folded as typed text is; once per process. */
let foldedNames: ReadonlyMap<string, ReadonlyMap<ReferenceLanguage, string>> | undefined;

function foldedNamesOf(code: string): ReadonlyMap<ReferenceLanguage, string> {
  if (!foldedNames) {
    const byCode = new Map<string, Map<ReferenceLanguage, string>>();
    for (const lang of GUEST_LANGUAGES) {
      for (const country of listCountries(lang)) {
        const names = byCode.get(country.code) ?? new Map<ReferenceLanguage, string>();
        byCode.set(country.code, names.set(lang, foldForSearch(country.name)));
      }
    }
    foldedNames = byCode;
  }
  return foldedNames.get(code) ?? new Map();
}

/**
 * Whether a folded name holds the folded needle: at the start of one of its words in Latin
 * script ("han q" in "han quoc", not "an" in "han"), anywhere in Chinese, Korean or Japanese,
 * which do not space their words ("アメリカ" in "アメリカ合衆国", "韩" in "韩国").
 */
export function nameMatches(foldedName: string, needle: string): boolean {
  return isCjkText(needle) ? foldedName.includes(needle) : ` ${foldedName}`.includes(` ${needle}`);
}

// Best first; among equals, the list's order in the page's language.
const RANK = { aliasInFull: 0, nameInFull: 1, typedCode: 2, aliasStart: 3, nameInPageLanguage: 4, nameInOtherLanguage: 5 } as const;
type Rank = (typeof RANK)[keyof typeof RANK];

/**
 * The countries `query` may mean, named and ordered in `lang`: an everyday name typed in full
 * ("Mỹ", "USA", "한국"), a name in any of the six languages typed in full ("日本"), an ISO code
 * ("de"), an everyday name's start ("han q"), then names that hold it in the page's language,
 * then in the five others. Empty for an empty query.
 */
export function findCountries(query: string, lang: ReferenceLanguage): Country[] {
  const needle = foldForSearch(query);
  if (needle === "") return [];
  const ranks = new Map<string, Rank>();
  const rank = (code: string, found: Rank) => {
    if (found < (ranks.get(code) ?? Infinity)) ranks.set(code, found);
  };
  const countries = listCountries(lang);
  const aliased = countryOfAlias(needle);
  if (aliased) rank(aliased, RANK.aliasInFull);
  for (const code of countriesOfAliasStart(needle)) rank(code, RANK.aliasStart);
  for (const { code } of countries) {
    if (code === needle.toUpperCase()) rank(code, RANK.typedCode);
    for (const [nameLang, name] of foldedNamesOf(code)) {
      if (name === needle) rank(code, RANK.nameInFull);
      else if (nameMatches(name, needle)) rank(code, nameLang === lang ? RANK.nameInPageLanguage : RANK.nameInOtherLanguage);
    }
  }
  // The list is in the page language's order and the sort is stable.
  return countries.filter(({ code }) => ranks.has(code)).sort((a, b) => ranks.get(a.code)! - ranks.get(b.code)!);
}
