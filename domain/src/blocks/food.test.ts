import { expect, it } from 'vitest';
import { food } from './food.ts';
import { blockSuite, defaultsOf, expectAccepts, expectRejects, textOf } from './test-helpers.ts';

blockSuite(
  food,
  {
    wrongTypes: [
      ['FoodName', 'Paella'],
      ['FoodPrice', '12,50'],
      ['FoodVegan', 'yes'],
      ['FoodAllergens', '1,2'],
      ['FoodImage', false],
      ['FoodLabelExtras', { es: 'Extras' }],
      ['FoodOnlyOne', null],
    ],
    bounds: [
      ['FoodAllergens', [1, 14], [15], 'FoodAllergens.0'],
      ['FoodAllergens', [1], [0], 'FoodAllergens.0'],
      ['FoodPrice', 0, -0.01],
      ['FoodPrice', 1_000_000, 1_000_000.01],
      ['FoodName', textOf(500), textOf(501), 'FoodName.es'],
      ['FoodIngredients', textOf(5000), textOf(5001), 'FoodIngredients.es'],
    ],
  },
  () => {
    it('price: a number with decimals, or null (no price shown)', () => {
      expectAccepts(food, { FoodPrice: 12.5 });
      expectAccepts(food, { FoodPrice: null });
    });
    it('each allergen once', () => {
      expectRejects(food, { FoodAllergens: [3, 3] }, 'FoodAllergens');
      expectAccepts(food, { FoodAllergens: Array.from({ length: 14 }, (_, i) => i + 1) });
    });
    it('FoodLabelExtras stays a JSON string of a translatable object, every language by default', () => {
      expect(defaultsOf(food).FoodLabelExtras).toBe('{"es":"","en":"","de":"","fr":""}');
      const data = expectAccepts(food, { FoodLabelExtras: '{"es":"Extras","en":"Extras"}' });
      expect(data.FoodLabelExtras).toBe('{"es":"Extras","en":"Extras"}');
      for (const bad of ['Extras', '[1]', '{"es":1}', '{"ES!":"x"}', '']) {
        expectRejects(food, { FoodLabelExtras: bad }, 'FoodLabelExtras');
      }
    });
  },
);
