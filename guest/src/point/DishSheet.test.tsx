import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLERGEN_FILTER_KEY } from '../allergens/store.ts';
import { guestBlock, renderInVenue } from '../blocks/testing.tsx';
import { type Dish, DishSheet, lineCents } from './DishSheet.tsx';

const burger = (over: Partial<Dish> = {}): Dish =>
  ({
    ...guestBlock(
      'food',
      {
        FoodName: 'Hamburguesa',
        FoodIngredients: 'Pan brioche, ternera',
        FoodNote: '',
        FoodPrice: 15,
        FoodVegan: false,
        FoodVegetarian: false,
        FoodNew: false,
        FoodRecommended: false,
        FoodSlowFood: false,
        FoodAllergens: [1, 7],
        FoodImage: '',
        FoodLabelExtras: 'Añada a su hamburguesa',
        FoodOnlyOne: false,
      },
      { ID: 42 },
    ),
    Extras: [
      { ID: 1, Name: 'Queso extra', Price: 1.5 },
      { ID: 2, Name: 'Bacon', Price: 2 },
    ],
    ...over,
  }) as Dish;

afterEach(() => vi.unstubAllGlobals());

const quiet = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 500 })),
  );

describe('the dish sheet', () => {
  it('adds the dish with its extras, quantity and note; the button shows the line’s price', () => {
    quiet();
    const onAdd = vi.fn();
    const { getByRole } = renderInVenue(
      <DishSheet dish={burger()} currency="EUR" onAdd={onAdd} onClose={() => {}} />,
    );
    const dialog = getByRole('dialog', { name: 'Hamburguesa' });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(getByRole('checkbox', { name: /Queso extra/ }));
    fireEvent.click(getByRole('button', { name: 'Añadir uno' }));
    fireEvent.change(getByRole('textbox', { name: /Nota para la cocina/ }), {
      target: { value: '  poco hecha ' },
    });
    // (15 + 1.50) × 2, written the Spanish way.
    fireEvent.click(getByRole('button', { name: /^Añadir · 33,00\s€$/ }));
    expect(onAdd).toHaveBeenCalledWith({
      MenuContentID: 42,
      Quantity: 2,
      Extras: [1],
      Note: 'poco hecha',
    });
  });

  it('says a sold-out dish and option are sold out and cannot be added', () => {
    quiet();
    const onAdd = vi.fn();
    const { getByRole, getByTestId } = renderInVenue(
      <DishSheet
        dish={burger({
          SoldOut: true,
          Extras: [
            { ID: 1, Name: 'Queso extra', Price: 1.5, SoldOut: true },
            { ID: 2, Name: 'Bacon', Price: 2 },
          ],
        })}
        currency="EUR"
        onAdd={onAdd}
        onClose={() => {}}
      />,
    );
    expect(getByTestId('sold-out')).toHaveTextContent('Agotado');
    expect(getByRole('checkbox', { name: /Queso extra · Agotado/ })).toBeDisabled();
    expect(getByRole('checkbox', { name: /Bacon/ })).toBeEnabled();
    const add = getByRole('button', { name: 'Agotado' });
    expect(add).toBeDisabled();
    fireEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('takes one extra only when the dish says so', () => {
    quiet();
    const onAdd = vi.fn();
    const { getByRole, getByText } = renderInVenue(
      <DishSheet
        dish={burger({ FoodOnlyOne: true })}
        currency="EUR"
        onAdd={onAdd}
        onClose={() => {}}
      />,
    );
    expect(getByText('Añada a su hamburguesa · elige uno')).toBeInTheDocument();
    fireEvent.click(getByRole('checkbox', { name: /Queso extra/ }));
    fireEvent.click(getByRole('checkbox', { name: /Bacon/ }));
    expect(getByRole('checkbox', { name: /Queso extra/ })).not.toBeChecked();
    fireEvent.click(getByRole('button', { name: /^Añadir · / }));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ Extras: [2], Quantity: 1 });
    expect(onAdd.mock.calls[0]?.[0]).not.toHaveProperty('Note');
  });

  it('asks before adding a dish with an allergen the guest avoids', () => {
    quiet();
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: [7], hide: false }));
    const onAdd = vi.fn();
    const { getByRole, getByText } = renderInVenue(
      <DishSheet dish={burger()} currency="EUR" onAdd={onAdd} onClose={() => {}} />,
    );
    expect(getByText('Contiene: Lácteos')).toBeInTheDocument();
    fireEvent.click(getByRole('button', { name: /^Añadir · / }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(getByRole('alert')).toHaveTextContent('contiene alérgenos que quieres evitar');
    fireEvent.click(getByRole('button', { name: 'Añadir igualmente' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('Escape and Cerrar close it; the labels follow the guest’s language', () => {
    quiet();
    const onClose = vi.fn();
    const { getByRole } = renderInVenue(
      <DishSheet dish={burger()} currency="EUR" onAdd={() => {}} onClose={onClose} />,
      'en',
    );
    fireEvent.keyDown(getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(getByRole('button', { name: /^Add · €15.00$/ })).toBeInTheDocument();
  });

  it('prices a line in cents: no float drift', () => {
    expect(lineCents(burger({ FoodPrice: 0.1 }), [], 3, 'EUR')).toBe(30);
    expect(lineCents(burger(), [1, 2], 2, 'EUR')).toBe(3700);
    expect(lineCents(burger({ FoodPrice: 1200 }), [], 2, 'JPY')).toBe(2400);
  });

  it('prices in the venue’s currency’s own minor units (three decimals for KWD, none for JPY)', () => {
    quiet();
    const kwd = burger({
      FoodPrice: 1.234,
      Extras: [{ ID: 1, Name: 'Queso extra', Price: 0.005 }],
    });
    expect(lineCents(kwd, [1], 2, 'KWD')).toBe(2478);
    expect(lineCents(burger({ FoodPrice: 1200 }), [], 1, 'JPY')).toBe(1200);
    const { getByRole } = renderInVenue(
      <DishSheet dish={kwd} currency="KWD" onAdd={() => {}} onClose={() => {}} />,
      'en',
    );
    expect(getByRole('button', { name: /^Add · KWD\s1\.234$/ })).toBeInTheDocument();
  });
});
