// Direct booking sources change rarely and are read on every check-in form, so they are
// cached for 10 minutes (spec Endpoint 8). Whatever changes a source calls
// invalidateBookingSources so this instance never serves a stale list; other instances
// catch up within the 10 minutes.

const BOOKING_SOURCES_TTL_MS = 10 * 60 * 1000;

export interface CachedSource {
  name: string;
  color: string;
  translatedNameVi: string;
  translatedNameEn: string;
}

const cache = new Map<string, { expiresAt: number; sources: readonly CachedSource[] }>();

export function cachedSources(propertyId: string, now = Date.now()): readonly CachedSource[] | undefined {
  const entry = cache.get(propertyId);
  if (!entry || entry.expiresAt <= now) return undefined;
  return entry.sources;
}

export function cacheSources(propertyId: string, sources: readonly CachedSource[], now = Date.now()): void {
  cache.set(propertyId, { expiresAt: now + BOOKING_SOURCES_TTL_MS, sources });
}

/** Forget one property's sources, or every property's when none is named (fixture import). */
export function invalidateBookingSources(propertyId?: string): void {
  if (propertyId === undefined) cache.clear();
  else cache.delete(propertyId);
}
