import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('domain barrel', () => {
  it('re-exports every module', () => {
    const expected = [
      'isAvailableAt',
      'availabilitySchema',
      'blockByType',
      'blocks',
      'parseContent',
      'contentTypes',
      'contentTypeById',
      'entityIdSchema',
      'newLocalId',
      'menuSaveSchema',
      'offeredTypes',
      'nextOrd',
      'reindexAfterDrag',
      'translatedValue',
      'fillLanguages',
    ];
    for (const name of expected) expect(domain, name).toHaveProperty(name);
  });
});
