import { describe, expect, it } from 'vitest';
import { StampedCache, sameStamp } from './stamped-cache.ts';

describe('sameStamp', () => {
  it('compares every column, and a column one stamp lacks', () => {
    expect(
      sameStamp({ Version: 3, Languages: '["es"]' }, { Version: 3, Languages: '["es"]' }),
    ).toBe(true);
    expect(sameStamp({ Version: 3, Private: 0 }, { Version: 3, Private: 1 })).toBe(false);
    expect(sameStamp({ Version: 3, Private: null }, { Version: 3, Private: 0 })).toBe(false);
    expect(sameStamp({ Version: 3 }, { Version: 3, Private: 0 })).toBe(false);
    expect(sameStamp({ Version: 3, Private: 0 }, { Version: 3 })).toBe(false);
  });
});

describe('StampedCache', () => {
  it('answers only for an equal stamp', () => {
    const cache = new StampedCache<string>(10);
    cache.set('1|2|es', { Version: 3, Reach: 1 }, 'page');
    expect(cache.get('1|2|es', { Version: 3, Reach: 1 })).toBe('page');
    expect(cache.get('1|2|es', { Version: 4, Reach: 1 })).toBeUndefined();
    expect(cache.get('1|2|en', { Version: 3, Reach: 1 })).toBeUndefined();
  });

  it('replaces an entry in place, and drops the first one set past its capacity', () => {
    const cache = new StampedCache<string>(2);
    cache.set('a', { V: 1 }, 'a1');
    cache.set('b', { V: 1 }, 'b1');
    cache.set('a', { V: 2 }, 'a2');
    expect(cache.size).toBe(2);
    expect(cache.get('a', { V: 2 })).toBe('a2');
    cache.set('c', { V: 1 }, 'c1');
    expect(cache.get('a', { V: 2 })).toBeUndefined();
    expect(cache.get('b', { V: 1 })).toBe('b1');
    expect(cache.size).toBe(2);
  });
});
