import { describe, expect, it, vi } from 'vitest';
import { cacheKey, withCache } from './cache.ts';
import type { GeocodeResult, Geocoder } from './geocoder.ts';

const result = (address: string): GeocodeResult => ({ address, lat: 1, lon: 2, components: {} });

const counting = (answer: (q: string) => Promise<GeocodeResult[]> = async (q) => [result(q)]) => {
  const search = vi.fn(answer);
  const inner: Geocoder = { label: 'Fake', attribution: 'Fake maps', search };
  return { inner, search };
};

describe('cache of recent address searches', () => {
  it('treats spacing and case as the same search, and a position to about a kilometre', () => {
    expect(cacheKey('  Calle   MAYOR ')).toBe(cacheKey('calle mayor'));
    expect(cacheKey('a', { lat: 40.4161, lon: -3.7031 })).toBe(
      cacheKey('a', { lat: 40.4158, lon: -3.7029 }),
    );
    expect(cacheKey('a', { lat: 40.42, lon: -3.7 })).not.toBe(cacheKey('a'));
  });

  it('answers a repeated search from memory until it is 10 minutes old', async () => {
    let now = 0;
    const { inner, search } = counting();
    const geocoder = withCache(inner, { now: () => now });
    await geocoder.search('Calle Mayor');
    now = 9 * 60_000;
    await geocoder.search('calle mayor');
    expect(search).toHaveBeenCalledTimes(1);
    now = 10 * 60_000;
    await geocoder.search('Calle Mayor');
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used search beyond its size', async () => {
    const { inner, search } = counting();
    const geocoder = withCache(inner, { maxEntries: 2 });
    await geocoder.search('uno');
    await geocoder.search('dos');
    await geocoder.search('uno');
    await geocoder.search('tres');
    expect(search).toHaveBeenCalledTimes(3);
    await geocoder.search('uno');
    expect(search).toHaveBeenCalledTimes(3);
    await geocoder.search('dos');
    expect(search).toHaveBeenCalledTimes(4);
  });

  it('shares a search already on its way, and does not remember a failure', async () => {
    let fail = true;
    const { inner, search } = counting(async (q) => {
      if (fail) throw new Error('down');
      return [result(q)];
    });
    const geocoder = withCache(inner);
    const both = await Promise.allSettled([geocoder.search('playa'), geocoder.search('Playa')]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(search).toHaveBeenCalledTimes(1);
    fail = false;
    await expect(geocoder.search('playa')).resolves.toEqual([result('playa')]);
    expect(search).toHaveBeenCalledTimes(2);
  });
});
