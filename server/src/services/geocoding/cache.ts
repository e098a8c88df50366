import type { GeocodeResult, Geocoder, Near } from './geocoder.ts';

export type CacheOptions = {
  readonly maxEntries?: number;
  readonly ttlMs?: number;
  readonly now?: () => number;
};

/**
 * The same search asks the same question: spaces and case do not change it, and a position rounded
 * to two decimals (about a kilometre) ranks the same places first.
 */
export const cacheKey = (q: string, near?: Near): string => {
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  return near ? `${text}|${near.lat.toFixed(2)},${near.lon.toFixed(2)}` : text;
};

/**
 * Remembers recent searches (the last `maxEntries`, for `ttlMs`): several people typing the same
 * street, or one person going back and forth, cost the provider one request. A search already on its
 * way is shared, not repeated. Failures are not remembered: the next try asks again.
 */
export const withCache = (inner: Geocoder, options: CacheOptions = {}): Geocoder => {
  const maxEntries = options.maxEntries ?? 200;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, { at: number; results: Promise<GeocodeResult[]> }>();

  return {
    label: inner.label,
    attribution: inner.attribution,
    search: (q, near) => {
      const key = cacheKey(q, near);
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && now() - hit.at < ttlMs) {
        entries.set(key, hit);
        return hit.results;
      }
      const results = inner.search(q, near);
      const entry = { at: now(), results };
      entries.set(key, entry);
      results.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return results;
    },
  };
};
