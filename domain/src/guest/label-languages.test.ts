import { describe, expect, it } from 'vitest';
import { languagesWithoutGuestLabels } from './label-languages.ts';

describe('languagesWithoutGuestLabels', () => {
  it('names the venue languages the guest app has no labels in, in their order', () => {
    expect(languagesWithoutGuestLabels(['es', 'nl', 'pt', 'ja'])).toEqual(['nl', 'ja']);
    expect(languagesWithoutGuestLabels(['es', 'en', 'de', 'fr', 'it', 'pt'])).toEqual([]);
  });
});
