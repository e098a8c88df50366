import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from './block.ts';

describe('defineBlock', () => {
  it('returns the module it is given, unchanged', () => {
    const module = {
      key: 'divider' as const,
      id: 18,
      icon: 'mdi-minus',
      group: 'textMedia' as const,
      guest: { Spacing: 'keep' as const },
      schema: z.strictObject({ Spacing: z.number() }),
      defaults: () => ({ Spacing: 0 }),
    };
    expect(defineBlock(module)).toBe(module);
  });
});
