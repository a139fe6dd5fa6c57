"use client";

import { useEffect, useMemo, useState } from "react";
import type { AddressCandidate } from "@/server/reference/address-candidate";
import { foldForSearch } from "@/server/reference/fold-for-search";
import { sourceOf, type ReferenceItem } from "./reference-data";
import type { PickerOption } from "./alias-options";
import type { Translate } from "./translate";

export type { PickerOption };

// Long enough to wait out a word being typed, short enough to feel immediate.
const RESOLVE_DELAY_MS = 250;
const MIN_RESOLVE_LENGTH = 2;

type AliasModule = typeof import("./alias-options");
let aliasModule: Promise<AliasModule> | undefined;

/**
 * What a list's own names do not find: countries by everyday names and codes ("My", "UK",
 * "Han Quoc"), shown before the names that match; provinces and wards by their names before
 * 2025 or everyday ones ("binh duong", "phuc xa", "hcm"), read by the resolve endpoint after
 * a pause in typing and shown after them, each with what it became. The code behind it loads
 * when the picker opens (`open`), not with the page.
 */
export function useAliasOptions(
  items: ReferenceItem[] | undefined,
  query: string | null,
  t: Translate,
): { before: PickerOption[]; after: PickerOption[]; pending: boolean } {
  const source = sourceOf(items);
  const needle = foldForSearch(query ?? "");
  const open = query !== null && source !== undefined;
  const [aliases, setAliases] = useState<AliasModule | null>(null);
  useEffect(() => {
    if (!open || aliases) return;
    let current = true;
    aliasModule ??= import("./alias-options");
    aliasModule.then(
      (loaded) => current && setAliases(loaded),
      () => (aliasModule = undefined),
    );
    return () => {
      current = false;
    };
  }, [open, aliases]);

  const addressSource = source && source.kind !== "countries" ? source : undefined;
  const key = addressSource && aliases && needle.length >= MIN_RESOLVE_LENGTH ? `${addressSource.kind}:${addressSource.kind === "wards" ? addressSource.provinceCode : ""}:${needle}` : null;
  const [found, setFound] = useState<{ key: string; candidates: AddressCandidate[] } | null>(null);
  useEffect(() => {
    if (!key || !addressSource || !aliases) return;
    let current = true;
    const timer = setTimeout(() => {
      aliases
        .candidatesFor(addressSource, needle)
        .then((candidates) => current && setFound({ key, candidates }))
        // The old names are a help, not the list: without them the picker still finds the 2025 names.
        .catch(() => current && setFound({ key, candidates: [] }));
    }, RESOLVE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, addressSource, aliases, needle]);

  const candidates = found && found.key === key ? found.candidates : null;
  const before = useMemo(
    () => (aliases && items && source?.kind === "countries" && needle ? aliases.countryOptions(items, needle) : []),
    [aliases, items, source, needle],
  );
  const after = useMemo(
    () => (aliases && candidates && items && addressSource ? aliases.addressOptions(addressSource, candidates, items, t) : []),
    [aliases, candidates, items, addressSource, t],
  );
  // Until the old names are read, "no match" would be said too soon.
  const pending = addressSource !== undefined && needle.length >= MIN_RESOLVE_LENGTH && candidates === null;
  return { before, after, pending };
}
