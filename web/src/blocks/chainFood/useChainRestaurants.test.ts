import { describe, expect, it } from 'vitest';
import { restaurantName } from './useChainRestaurants.ts';

describe('restaurantName', () => {
  const list = [
    { ID: 3, Name: 'El Mirador' },
    { ID: '8', Name: 'La Terraza' },
  ];

  it('finds a restaurant whatever the type of its id on the wire', () => {
    expect(restaurantName(list, 3)).toBe('El Mirador');
    expect(restaurantName(list, 8)).toBe('La Terraza');
  });

  it('has no name for a restaurant missing from the list, or before any list is read', () => {
    expect(restaurantName(list, 9)).toBeUndefined();
    expect(restaurantName(undefined, 3)).toBeUndefined();
  });
});
