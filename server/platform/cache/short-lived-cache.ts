import { LRUCache } from "lru-cache";

/**
 * A small in-process cache for what every request reads and almost nothing changes (an API
 * key's grants, a property's settings), so the hot path skips those round trips. Entries live
 * `CREDENTIAL_CACHE_SECONDS` (default 10): a revoked key or a changed property takes effect
 * within that time on every instance. 0 turns caching off (the tests do, since they reload
 * fixtures between cases).
 */
const holder = globalThis as typeof globalThis & { __lodgingCaches?: Map<string, LRUCache<string, object>> };

export function shortLivedCache<V extends object>(name: string, max = 10_000) {
  holder.__lodgingCaches ??= new Map();
  let cache = holder.__lodgingCaches.get(name);
  if (!cache) {
    // Wall-clock time (not performance.now, read once at import) so tests can move it.
    cache = new LRUCache<string, object>({ max, ttl: 1000, ttlResolution: 0, perf: { now: () => Date.now() } });
    holder.__lodgingCaches.set(name, cache);
  }
  const store = cache;
  return {
    async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const seconds = Number(process.env.CREDENTIAL_CACHE_SECONDS ?? 10);
      if (!(seconds > 0)) return load();
      const hit = store.get(key) as V | undefined;
      if (hit) return hit;
      const value = await load();
      if (value) store.set(key, value, { ttl: seconds * 1000 });
      return value;
    },
    /** Forgets one entry on this instance (after a change of it); other instances' copies live out their seconds. */
    forget(key: string): void {
      store.delete(key);
    },
  };
}

/** Forgets every cached entry of this process (a fixture import replaces the data under them). */
export function clearShortLivedCaches(): void {
  for (const cache of holder.__lodgingCaches?.values() ?? []) cache.clear();
}
