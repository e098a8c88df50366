import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLERGEN_FILTER_KEY } from '../allergens/store.ts';
import { guestBlock, renderInVenue } from '../blocks/testing.tsx';
import { type Dish, DishSheet } from './DishSheet.tsx';

/** A steak: "Punto" exactly 1, "Salsas" up to 2 (Roquefort with milk), a bread of no group. */
const steak = (): Dish =>
  ({
    ...guestBlock(
      'food',
      {
        FoodName: 'Chuletón',
        FoodIngredients: '',
        FoodNote: '',
        FoodPrice: 24,
        FoodVegan: false,
        FoodVegetarian: false,
        FoodNew: false,
        FoodRecommended: false,
        FoodSlowFood: false,
        FoodAllergens: [],
        FoodImage: '',
        FoodLabelExtras: '',
        FoodOnlyOne: false,
      },
      { ID: 7 },
    ),
    ExtraGroups: [
      { ID: 1, Name: 'Punto', Min: 1, Max: 1 },
      { ID: 2, Name: 'Salsas', Min: 0, Max: 2 },
    ],
    Extras: [
      { ID: 10, Name: 'Poco hecho', Price: 0, GroupID: 1 },
      { ID: 11, Name: 'Al punto', Price: 0, GroupID: 1 },
      { ID: 20, Name: 'Roquefort', Price: 1.5, GroupID: 2, Allergens: [7] },
      { ID: 21, Name: 'Pimienta', Price: 1, GroupID: 2 },
      { ID: 22, Name: 'Chimichurri', Price: 1, GroupID: 2 },
      { ID: 30, Name: 'Pan', Price: 0.5 },
    ],
  }) as Dish;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const quiet = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 500 })),
  );

describe('the dish sheet with modifier groups', () => {
  it('shows each rule, names the missing group, stops at Max and swaps a choice of one', () => {
    quiet();
    const onAdd = vi.fn();
    const { getByRole, getByTestId } = renderInVenue(
      <DishSheet dish={steak()} currency="EUR" onAdd={onAdd} onClose={() => {}} />,
    );
    expect(getByRole('group', { name: 'Punto · Elige 1' })).toBeInTheDocument();
    expect(getByRole('group', { name: 'Salsas · Hasta 2' })).toBeInTheDocument();
    expect(getByRole('group', { name: 'Extras' })).toBeInTheDocument();
    const addButton = () => getByRole('button', { name: /^Añadir ·/ });
    expect(addButton()).toBeDisabled();
    expect(getByTestId('missing-group')).toHaveTextContent('Falta elegir: Punto');

    fireEvent.click(getByRole('checkbox', { name: /Poco hecho/ }));
    fireEvent.click(getByRole('checkbox', { name: /Al punto/ }));
    expect(getByRole('checkbox', { name: /Poco hecho/ })).not.toBeChecked();
    expect(getByTestId('missing-group')).toHaveTextContent('');

    fireEvent.click(getByRole('checkbox', { name: /Roquefort/ }));
    fireEvent.click(getByRole('checkbox', { name: /Pimienta/ }));
    expect(getByRole('checkbox', { name: /Chimichurri/ })).toBeDisabled();
    fireEvent.click(getByRole('checkbox', { name: /Pan/ }));
    fireEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({ MenuContentID: 7, Quantity: 1, Extras: [11, 20, 21, 30] });
  });

  it('marks an option with an allergen the guest avoids and asks before adding it', () => {
    quiet();
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: [7], hide: false }));
    const onAdd = vi.fn();
    const { getByRole } = renderInVenue(
      <DishSheet dish={steak()} currency="EUR" onAdd={onAdd} onClose={() => {}} />,
    );
    const avoided = document.querySelectorAll('[data-avoided]');
    expect(avoided).toHaveLength(1);
    expect(avoided[0]).toHaveTextContent('Contiene: Lácteos');
    fireEvent.click(getByRole('checkbox', { name: /Al punto/ }));
    fireEvent.click(getByRole('checkbox', { name: /Roquefort/ }));
    fireEvent.click(getByRole('button', { name: /^Añadir ·/ }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(getByRole('alert')).toBeInTheDocument();
    fireEvent.click(getByRole('button', { name: 'Añadir igualmente' }));
    expect(onAdd).toHaveBeenCalled();
  });
});
