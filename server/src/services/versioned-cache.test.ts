import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('VersionedCache', () => {
  it('answers only for the version an entry was built from', () => {
    const cache = new VersionedCache(10);
    cache.set(1, 3, 'v3');
    expect(cache.get(1, 3)).toBe('v3');
    expect(cache.get(1, 4)).toBeUndefined();
    expect(cache.get(2, 3)).toBeUndefined();
  });

  it('drops the least recently used entry past its capacity', () => {
    const cache = new VersionedCache(2);
    cache.set(1, 1, 'a');
    cache.set(2, 1, 'b');
    cache.get(1, 1);
    cache.set(3, 1, 'c');
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBe('a');
    expect(cache.size).toBe(2);
  });
});
