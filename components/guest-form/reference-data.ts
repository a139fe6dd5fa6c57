"use client";

import type { Credential } from "./credential";
import { useEffect, useState } from "react";

// The address pickers' lists come from the API's reference endpoints with the page's credential (credential.ts).
// They never change while the app runs, so each list is fetched once per page (and the
// browser may keep it a day: the API sends private, max-age=86400).

export interface ReferenceItem {
  code: string;
  name: string;
}

const lists = new Map<string, Promise<ReferenceItem[]>>();

/**
 * Where a loaded list came from, so its picker can also find what the list does not name:
 * countries by everyday names and codes (asked of the same list with `q`), provinces and wards
 * by their names before 2025 (asked of the resolve endpoint), with the same credential. Keyed by the list itself because the
 * pickers receive only the list.
 */
export type ListSource =
  | { kind: "countries"; credential: Credential; path: string }
  | { kind: "provinces"; credential: Credential }
  | { kind: "wards"; credential: Credential; provinceCode: string; provinceName(): Promise<string | undefined> };

const sources = new WeakMap<ReferenceItem[], ListSource>();

export function sourceOf(items: ReferenceItem[] | undefined): ListSource | undefined {
  return items ? sources.get(items) : undefined;
}

function sourceFor(path: string, credential: Credential): ListSource | undefined {
  if (path.startsWith("countries")) return { kind: "countries", credential, path };
  if (path === "cities") return { kind: "provinces", credential };
  const wards = /^cities\/([^/]+)\/wards$/.exec(path);
  if (!wards) return undefined;
  const provinceCode = decodeURIComponent(wards[1]!);
  return {
    kind: "wards",
    credential,
    provinceCode,
    provinceName: () => loadList("cities", credential).then((cities) => cities.find((city) => city.code === provinceCode)?.name),
  };
}

function loadList(path: string, credential: Credential): Promise<ReferenceItem[]> {
  let list = lists.get(path);
  if (!list) {
    list = fetch(`/api/v1/reference/${path}`, { headers: credential })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const items = ((await response.json()) as { data: ReferenceItem[] }).data;
        const source = sourceFor(path, credential);
        if (source) sources.set(items, source);
        return items;
      })
      .catch((error: unknown) => {
        lists.delete(path);
        throw error;
      });
    lists.set(path, list);
  }
  return list;
}

/**
 * A reference list by its path under /reference ("countries?lang=vi"); undefined while loading
 * or when path is null. `retry` asks again after a failure (a dropped mobile connection).
 */
export function useReferenceList(
  path: string | null,
  credential: Credential,
): { items: ReferenceItem[] | undefined; failed: boolean; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; items?: ReferenceItem[]; failed: boolean }>({ key: null, failed: false });
  const key = path === null ? null : `${path}#${attempt}`;
  useEffect(() => {
    if (!path || !key) return;
    let current = true;
    loadList(path, credential).then(
      (items) => current && setState({ key, items, failed: false }),
      () => current && setState({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [path, key, credential]);
  const retry = () => setAttempt((count) => count + 1);
  return state.key === key ? { items: state.items, failed: state.failed, retry } : { items: undefined, failed: false, retry };
}
