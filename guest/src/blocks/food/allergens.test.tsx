import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLERGEN_FILTER_KEY, setAllergenFilter } from '../../allergens/store.ts';
import { guestBlock, renderInVenue, testVenue } from '../testing.tsx';
import { FoodView } from './View.tsx';

const dish = (FoodAllergens: number[]) =>
  guestBlock('food', {
    FoodName: 'Croquetas de jamón',
    FoodIngredients: 'Jamón ibérico, bechamel',
    FoodNote: '',
    FoodPrice: 12.5,
    FoodVegan: false,
    FoodVegetarian: false,
    FoodNew: false,
    FoodRecommended: false,
    FoodSlowFood: false,
    FoodAllergens,
    FoodImage: '',
    FoodLabelExtras: '',
    FoodOnlyOne: false,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The guest's allergen filter on a dish (allergens/: the same marking wherever a dish shows). */
describe('FoodView with the allergen filter', () => {
  it('marks a dish with an allergen the guest avoids: a written warning and the allergen highlighted', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: [7, 1, 4], hide: false }));
    const { container, getByText } = renderInVenue(<FoodView block={dish([7, 3, 1])} />, 'es');
    // Text, not colour alone: the avoided ones in the EU list's order.
    expect(getByText('Contiene: Gluten, Lácteos')).toBeInTheDocument();
    const avoided = [...container.querySelectorAll('li[data-avoided]')].map((li) => li.textContent);
    expect(avoided).toEqual(['Lácteos (lo evitas)', 'Gluten (lo evitas)']);
    expect(container.querySelectorAll('li:not([data-avoided]) img')).toHaveLength(1);
    expect(container.querySelector('article')?.className).toMatch(/marked/);
  });

  it('follows the filter as it changes, in the guest’s language', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const { container, queryByText } = renderInVenue(
      <FoodView block={dish([3, 7])} />,
      'de',
      testVenue({ Languages: ['es', 'de'] }),
    );
    expect(container.querySelector('[data-allergen-warning]')).toBeNull();
    expect(container.querySelector('li[data-avoided]')).toBeNull();
    act(() => setAllergenFilter({ avoid: [3], hide: false }));
    expect(queryByText('Enthält: Eier')).toBeInTheDocument();
    expect(queryByText('Allergene')).toBeInTheDocument();
    act(() => setAllergenFilter({ avoid: [8], hide: false }));
    expect(container.querySelector('[data-allergen-warning]')).toBeNull();
  });
});
