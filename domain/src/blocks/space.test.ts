import { describe, expect, it } from 'vitest';
import { SPACE_MAX, space } from './space.ts';

const ctx = { languages: ['es', 'en'] };

describe('space block', () => {
  it('key is space', () => {
    expect(space.key).toBe('space');
  });

  it('defaults parse', () => {
    const defaults = space.defaults(ctx);
    expect(space.schema.parse(defaults)).toEqual(defaults);
    expect(defaults.Size).toBeGreaterThanOrEqual(0);
    expect(defaults.Size).toBeLessThanOrEqual(SPACE_MAX);
  });

  it('Size bounds 0..1000 (behaviour.md#validation sliders)', () => {
    expect(SPACE_MAX).toBe(1000);
    expect(space.schema.safeParse({ Size: 0 }).success).toBe(true);
    expect(space.schema.safeParse({ Size: 1000 }).success).toBe(true);
    expect(space.schema.safeParse({ Size: -1 }).success).toBe(false);
    expect(space.schema.safeParse({ Size: 1001 }).success).toBe(false);
  });

  it('Size must be an integer', () => {
    expect(space.schema.safeParse({ Size: 10.5 }).success).toBe(false);
  });

  it('wrong field type rejected', () => {
    expect(space.schema.safeParse({ Size: '20' }).success).toBe(false);
    expect(space.schema.safeParse({ Size: null }).success).toBe(false);
  });

  it('unknown field rejected', () => {
    const result = space.schema.safeParse({ Size: 20, Height: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['Height'] });
  });
});
