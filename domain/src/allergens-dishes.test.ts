import { describe, expect, it } from 'vitest';
import { dishAllergensOf } from './allergens-dishes.ts';
import { allTypeIds, contentTypeById } from './content-types.ts';

describe('which blocks list a dish’s allergens', () => {
  it('reads a food block’s FoodAllergens', () => {
    expect(dishAllergensOf('food', { FoodName: 'Tortilla', FoodAllergens: [3, 7] })).toEqual([
      3, 7,
    ]);
  });

  it('gives a dish with a missing or malformed list no allergens (still a dish)', () => {
    expect(dishAllergensOf('food', {})).toEqual([]);
    expect(dishAllergensOf('food', { FoodAllergens: 'gluten' })).toEqual([]);
    expect(dishAllergensOf('food', { FoodAllergens: [1, '7', 2.5, null, 9] })).toEqual([1, 9]);
  });

  it('answers null for every other block type, even one with a field of that name', () => {
    const others = allTypeIds()
      .map((id) => contentTypeById(id)?.key ?? '')
      .filter((key) => key !== 'food');
    expect(others.length).toBeGreaterThan(50);
    for (const key of others) expect(dishAllergensOf(key, { FoodAllergens: [1] })).toBeNull();
    expect(dishAllergensOf('toString', {})).toBeNull();
  });
});
