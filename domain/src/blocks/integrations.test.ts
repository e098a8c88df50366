import { describe, expect, it } from 'vitest';
import { contentTypeByKey } from '../content-types.ts';
import { INTEGRATION_KEYS } from './integration-keys.ts';
import { integrationBlocks } from './integrations.ts';
import { blockSuite } from './test-helpers.ts';

// Every integration row gets the suite each block gets: a catalogue key, defaults that parse, no
// field of its own, an unknown field refused.
for (const key of INTEGRATION_KEYS) blockSuite(integrationBlocks[key], {});

describe('integration blocks', () => {
  it('are the nine header-only types, each under its own catalogue key and type number', () => {
    expect(Object.keys(integrationBlocks).sort()).toEqual([...INTEGRATION_KEYS].sort());
    expect(INTEGRATION_KEYS.map((key) => contentTypeByKey(key)?.id)).toEqual([
      9, 21, 22, 24, 25, 56, 58, 62, 65,
    ]);
    for (const key of INTEGRATION_KEYS) expect(integrationBlocks[key].key).toBe(key);
  });

  it('store an empty object and refuse any field', () => {
    for (const key of INTEGRATION_KEYS) {
      const block = integrationBlocks[key];
      expect(block.defaults({ languages: ['es'] })).toEqual({});
      expect(block.schema.safeParse({}).success).toBe(true);
      expect(block.schema.safeParse({ Title: 'x' }).success, key).toBe(false);
    }
  });
});
