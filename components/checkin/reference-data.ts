"use client";

import { useEffect, useState } from "react";

// The address pickers' lists come from the API's reference endpoints with the link's token.
// They never change while the app runs, so each list is fetched once per page (and the
// browser may keep it a day: the API sends private, max-age=86400).

export interface ReferenceItem {
  code: string;
  name: string;
}

const lists = new Map<string, Promise<ReferenceItem[]>>();

function loadList(path: string, token: string): Promise<ReferenceItem[]> {
  let list = lists.get(path);
  if (!list) {
    list = fetch(`/api/v1/reference/${path}`, { headers: { authorization: `Bearer ${token}` } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return ((await response.json()) as { data: ReferenceItem[] }).data;
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
export function useReferenceList(path: string | null, token: string): { items: ReferenceItem[] | undefined; failed: boolean; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; items?: ReferenceItem[]; failed: boolean }>({ key: null, failed: false });
  const key = path === null ? null : `${path}#${attempt}`;
  useEffect(() => {
    if (!path || !key) return;
    let current = true;
    loadList(path, token).then(
      (items) => current && setState({ key, items, failed: false }),
      () => current && setState({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [path, key, token]);
  const retry = () => setAttempt((count) => count + 1);
  return state.key === key ? { items: state.items, failed: state.failed, retry } : { items: undefined, failed: false, retry };
}
