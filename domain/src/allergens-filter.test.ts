import { describe, expect, it } from 'vitest';
import {
  allergenConflicts,
  dishConflictsWith,
  isDishHidden,
  NO_ALLERGEN_FILTER,
  parseAllergenFilter,
  serializeAllergenFilter,
  toggleAvoided,
} from './allergens-filter.ts';

const GLUTEN = 1;
const EGGS = 3;
const MILK = 7;
const NUTS = 8;

describe('a guest allergen filter (behaviour.md#guest-app)', () => {
  it('finds the avoided allergens of a dish, in the EU list order', () => {
    expect(allergenConflicts([MILK, GLUTEN], [EGGS, MILK, GLUTEN])).toEqual([GLUTEN, MILK]);
    expect(allergenConflicts([NUTS], [GLUTEN, EGGS])).toEqual([]);
    expect(allergenConflicts([], [GLUTEN])).toEqual([]);
    expect(allergenConflicts([GLUTEN], [])).toEqual([]);
  });

  it('counts an allergen a dish lists twice once, and ignores ids that are not numbers', () => {
    expect(allergenConflicts([GLUTEN], [GLUTEN, GLUTEN, '1', null])).toEqual([GLUTEN]);
  });

  it('says whether a dish conflicts', () => {
    expect(dishConflictsWith([MILK], [GLUTEN, MILK])).toBe(true);
    expect(dishConflictsWith([MILK], [GLUTEN])).toBe(false);
    expect(dishConflictsWith([], [GLUTEN])).toBe(false);
  });

  it('hides a dish only when hiding is on and the dish conflicts', () => {
    expect(isDishHidden({ avoid: [MILK], hide: true }, [MILK])).toBe(true);
    expect(isDishHidden({ avoid: [MILK], hide: false }, [MILK])).toBe(false);
    expect(isDishHidden({ avoid: [MILK], hide: true }, [GLUTEN])).toBe(false);
    expect(isDishHidden({ avoid: [], hide: true }, [GLUTEN])).toBe(false);
  });

  it('marks rather than hides by default, with nothing to avoid', () => {
    expect(NO_ALLERGEN_FILTER).toEqual({ avoid: [], hide: false });
  });

  it('toggles one allergen, keeping the list sorted and the hide choice', () => {
    const one = toggleAvoided({ avoid: [MILK], hide: true }, GLUTEN);
    expect(one).toEqual({ avoid: [GLUTEN, MILK], hide: true });
    expect(toggleAvoided(one, MILK)).toEqual({ avoid: [GLUTEN], hide: true });
  });

  it('round-trips through storage', () => {
    const filter = { avoid: [MILK, GLUTEN], hide: true };
    expect(parseAllergenFilter(serializeAllergenFilter(filter))).toEqual({
      avoid: [GLUTEN, MILK],
      hide: true,
    });
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['bad JSON', '{"avoid":[1,'],
    ['a number', '42'],
    ['an array', '[1,7]'],
    ['null', 'null'],
  ])('reads %s as no filter', (_, raw) => {
    expect(parseAllergenFilter(raw)).toEqual(NO_ALLERGEN_FILTER);
  });

  it('keeps only known allergen ids, each once, and hide only when it is true', () => {
    expect(
      parseAllergenFilter(JSON.stringify({ avoid: [7, 7, 0, 15, 2.5, '3', null, 1], hide: 'yes' })),
    ).toEqual({ avoid: [1, 7], hide: false });
    expect(parseAllergenFilter(JSON.stringify({ avoid: 'gluten', hide: true }))).toEqual({
      avoid: [],
      hide: true,
    });
  });
});
