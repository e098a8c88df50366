import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { colorOrNull, jsonOrValue, randomUuid } from './fields.ts';

describe('block field helpers', () => {
  it('randomUuid gives distinct RFC 9562 v4 ids, with or without Web Crypto', () => {
    const ids = new Set(Array.from({ length: 100 }, randomUuid));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(z.uuid().safeParse(id).success).toBe(true);
    const global = globalThis as { crypto?: unknown };
    const saved = Object.getOwnPropertyDescriptor(global, 'crypto');
    Object.defineProperty(global, 'crypto', { value: undefined, configurable: true });
    try {
      expect(z.uuid().safeParse(randomUuid()).success).toBe(true);
    } finally {
      if (saved) Object.defineProperty(global, 'crypto', saved);
    }
  });

  it('jsonOrValue parses JSON strings and checks the result; other values as they are', () => {
    const schema = jsonOrValue(z.strictObject({ a: z.number() }));
    expect(schema.parse('{"a":1}')).toEqual({ a: 1 });
    expect(schema.parse({ a: 2 })).toEqual({ a: 2 });
    expect(schema.safeParse('{"a":"x"}').success).toBe(false);
    expect(schema.safeParse('not json').success).toBe(false);
  });

  it('colorOrNull keeps a valid colour only', () => {
    expect(colorOrNull('#ffffff')).toBe('#ffffff');
    expect(colorOrNull('white')).toBeNull();
    expect(colorOrNull(undefined)).toBeNull();
  });
});
