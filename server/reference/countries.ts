import type { Lang } from "@/i18n/languages";
import { ISO_3166_ALPHA_2_CODES } from "./country-codes";

/** The six guest languages (i18n/languages.ts): a list is named and sorted in any of them. */
export type ReferenceLanguage = Lang;

export type Country = { readonly code: string; readonly name: string };

// ICU names and sorts 249 countries in a few milliseconds; once per language is enough
// because the list only changes with the Node (ICU/CLDR) version.
const countriesByLanguage = new Map<ReferenceLanguage, readonly Country[]>();

/** Every ISO 3166-1 country, named in `lang` by CLDR and sorted by that language's collation. */
export function listCountries(lang: ReferenceLanguage): readonly Country[] {
  let countries = countriesByLanguage.get(lang);
  if (!countries) {
    countries = nameAndSortCountries(lang);
    countriesByLanguage.set(lang, countries);
  }
  return countries;
}

function nameAndSortCountries(lang: ReferenceLanguage): readonly Country[] {
  const regionNames = new Intl.DisplayNames([lang], { type: "region" });
  const collator = new Intl.Collator(lang);
  const countries = ISO_3166_ALPHA_2_CODES.map((code) => Object.freeze({ code, name: regionNames.of(code) ?? code }));
  countries.sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
  // Frozen because every caller shares the cached list.
  return Object.freeze(countries);
}
