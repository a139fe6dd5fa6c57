"use client";

import { useEffect, useState } from "react";
import { foldForSearch } from "@/server/reference/fold-for-search";
import { sourceOf, type ReferenceItem } from "./reference-data";
import { addressOptions, candidatesFor, countryOptions, type PickerOption } from "./alias-options";
import type { Translate } from "./message-types";

export type { PickerOption };

// Long enough to wait out a word being typed, short enough to feel immediate.
const RESOLVE_DELAY_MS = 250;
const MIN_RESOLVE_LENGTH = 2;
const NONE: PickerOption[] = [];

/**
 * What a list's own names do not find, asked of the server after a pause in typing: countries
 * by everyday names and codes ("My", "UK", "Han Quoc"; the countries list with `q`), shown
 * before the names that match; provinces and wards by their names before 2025 or everyday ones
 * ("binh duong", "phuc xa", "hcm"; the resolve endpoint), shown after them, each with what it
 * became. Part of the page's first load: with the alias table matched on the server, what is left
 * costs less there than a chunk of its own fetched on the first focus.
 */
export function useAliasOptions(
  items: ReferenceItem[] | undefined,
  query: string | null,
  t: Translate,
): { before: PickerOption[]; after: PickerOption[]; pending: boolean } {
  const source = sourceOf(items);
  const needle = foldForSearch(query ?? "");
  // Countries answer from a letter ("y": Italy), old addresses from two.
  const minLength = source?.kind === "countries" ? 1 : MIN_RESOLVE_LENGTH;
  const key =
    source && items && needle.length >= minLength ? `${source.kind}:${source.kind === "wards" ? source.provinceCode : ""}:${needle}` : null;
  const [found, setFound] = useState<{ key: string; options: PickerOption[] } | null>(null);
  useEffect(() => {
    if (!key || !source || !items) return;
    let current = true;
    const timer = setTimeout(() => {
      (source.kind === "countries"
        ? countryOptions(source, needle, items)
        : candidatesFor(source, needle).then((candidates) => addressOptions(source, candidates, items, t))
      )
        .then((options) => current && setFound({ key, options }))
        // The everyday and old names are a help, not the list: without them the picker still finds the list's names.
        .catch(() => current && setFound({ key, options: [] }));
    }, RESOLVE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, source, items, needle, t]);

  const options = found && found.key === key ? found.options : null;
  const before = source?.kind === "countries" && options ? options : NONE;
  const after = source?.kind !== "countries" && options ? options : NONE;
  // Until the other names are read, "no match" would be said too soon.
  const pending = key !== null && options === null;
  return { before, after, pending };
}
