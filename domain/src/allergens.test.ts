import { describe, expect, it } from 'vitest';
import { ALLERGEN_IMAGES, ALLERGENS, normalizeAllergenIds, toggleAllergen } from './allergens.ts';

describe('allergen catalogue (behaviour.md#data Allergen: ID, Name translatable, Image)', () => {
  it('holds the 14 allergens of EU Regulation 1169/2011 Annex II with ids 1 to 14 in order', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGENS.map((a) => a.ID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(ALLERGENS.map((a) => a.Name.es)).toEqual([
      'Gluten',
      'Crustáceos',
      'Huevos',
      'Pescado',
      'Cacahuetes',
      'Soja',
      'Lácteos',
      'Frutos de cáscara',
      'Apio',
      'Mostaza',
      'Sésamo',
      'Sulfitos',
      'Altramuces',
      'Moluscos',
    ]);
  });

  it('gives unique ids and unique icon names, one icon per allergen', () => {
    expect(new Set(ALLERGENS.map((a) => a.ID)).size).toBe(14);
    expect(new Set(ALLERGENS.map((a) => a.Image)).size).toBe(14);
    expect(ALLERGENS.map((a) => a.Image)).toEqual([...ALLERGEN_IMAGES]);
  });

  it('names every allergen in es, en, de and fr, none empty', () => {
    for (const allergen of ALLERGENS) {
      expect(Object.keys(allergen.Name).sort()).toEqual(['de', 'en', 'es', 'fr']);
      for (const name of Object.values(allergen.Name)) expect(name.trim()).not.toBe('');
    }
  });

  it('uses icon names that are safe file base names', () => {
    for (const image of ALLERGEN_IMAGES) expect(image).toMatch(/^[a-z]+$/);
  });
});

describe('allergen selection (behaviour.md#widgets: the selection is a list of allergen IDs)', () => {
  it('adds an id that is not selected, reporting the ids sorted', () => {
    expect(toggleAllergen([7, 1], 3)).toEqual([1, 3, 7]);
  });

  it('removes an id that is selected', () => {
    expect(toggleAllergen([1, 3, 7], 3)).toEqual([1, 7]);
  });

  it('keeps ids the catalogue does not know', () => {
    expect(toggleAllergen([99, 2], 1)).toEqual([1, 2, 99]);
  });

  it('normalizes a selection to unique ascending ids without changing its input', () => {
    const input = [5, 1, 5, 3];
    expect(normalizeAllergenIds(input)).toEqual([1, 3, 5]);
    expect(input).toEqual([5, 1, 5, 3]);
  });

  it('toggles off every copy of a duplicated id', () => {
    expect(toggleAllergen([2, 2, 4], 2)).toEqual([4]);
  });
});
