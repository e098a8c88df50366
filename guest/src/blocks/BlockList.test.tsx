import { type BlockKey, contentTypes } from '@carta/domain/content-types';
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ALLERGEN_FILTER_KEY, setAllergenFilter } from '../allergens/store.ts';
import { BlockList } from './BlockList.tsx';
import { NotAvailableView } from './NotAvailableView.tsx';
import { guestViews, viewFor } from './registry.ts';
import { guestBlock, renderInUi, renderInVenue } from './testing.tsx';
import { TitleView } from './title/View.tsx';
import { type GuestView, lazyView } from './types.ts';

describe('the guest view registry', () => {
  it('has a view for every block type of the catalogue, and nothing else', () => {
    const keys = contentTypes.map((t) => t.key).filter((k) => k !== 'submenus');
    expect(Object.keys(guestViews).sort()).toEqual([...keys].sort());
  });

  it('has a view written for every type (none is left to the "not available" card)', () => {
    const stillToWrite = Object.entries(guestViews)
      .filter(([, view]) => view === NotAvailableView)
      .map(([key]) => key);
    expect(stillToWrite).toEqual([]);
  });

  it('is typed per block: each line takes only a view of that block type (checked by tsc)', () => {
    expectTypeOf(guestViews).toEqualTypeOf<{ readonly [K in BlockKey]: GuestView<K> }>();
    expectTypeOf(TitleView).toExtend<GuestView<'title'>>();
    expectTypeOf(TitleView).not.toExtend<GuestView<'weather'>>();
    // A lazy view fits its line the same way.
    const lazyTitle = lazyView(async () => TitleView);
    expectTypeOf(lazyTitle).toExtend<GuestView<'title'>>();
    // The shared card fits every line.
    expectTypeOf(NotAvailableView).toExtend<GuestView<'gallery'>>();
  });

  it('gives a block of a type it does not know the "not available" card', () => {
    expect(viewFor('fromANewerServer')).toBe(NotAvailableView);
    expect(viewFor('toString')).toBe(NotAvailableView);
  });
});

describe('BlockList', () => {
  it('renders the blocks in ORD order, each by its view', () => {
    const { container } = renderInUi(
      <BlockList
        blocks={[
          guestBlock('text', { Text: '<p>segundo</p>' }, { ID: 2, ORD: 1 }),
          guestBlock('title', { Title: 'Primero' }, { ID: 1, ORD: 0 }),
          guestBlock('weather', {}, { ID: 3, ORD: 2 }),
        ]}
      />,
    );
    const keys = [...container.querySelectorAll('[data-block]')].map((el) =>
      el.getAttribute('data-block'),
    );
    expect(keys).toEqual(['title', 'text', 'weather']);
    // Weather's data lives in another system: the shared "not available here" card.
    expect(container.querySelector('[data-block="weather"]')).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('a view that throws becomes a small card; the rest of the page stays', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Data no schema allows (an untranslated object where text belongs) makes React throw.
    const broken = guestBlock(
      'alert',
      { Icon: 'mdi-alert', AlertText: { es: 'x' } as unknown as string, Color: null },
      { ID: 1, ORD: 0 },
    );
    const { container, getByRole } = renderInUi(
      <BlockList
        blocks={[broken, guestBlock('title', { Title: 'Sigue aquí' }, { ID: 2, ORD: 1 })]}
      />,
      'en',
    );
    expect(container.querySelector('[data-not-available="alert"]')).toHaveTextContent(
      'This content is not available in the app.',
    );
    expect(getByRole('heading', { name: 'Sigue aquí' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

/** A dish as the guest API sends it (only what the filter reads matters here). */
const food = (FoodName: string, FoodAllergens: number[]) => ({
  FoodName,
  FoodIngredients: '',
  FoodNote: '',
  FoodPrice: 5,
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

describe('BlockList with the guest’s allergen filter', () => {
  const menu = () => [
    guestBlock('title', { Title: 'Entrantes' }, { ID: 1, ORD: 0 }),
    guestBlock('food', food('Croquetas', [1, 7]), { ID: 2, ORD: 1 }),
    guestBlock('food', food('Tostas', [1]), { ID: 3, ORD: 2 }),
    guestBlock('food', food('Ensalada', []), { ID: 4, ORD: 3 }),
    guestBlock('title', { Title: 'Postres' }, { ID: 5, ORD: 4 }),
    guestBlock('food', food('Flan', [3, 7]), { ID: 6, ORD: 5 }),
  ];
  const dishNames = (container: HTMLElement) =>
    [...container.querySelectorAll('[data-block="food"] h3')].map((h) => h.textContent);

  it('marks by default: every dish stays, those with an avoided allergen say so', async () => {
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: [1] }));
    const { container, findAllByText } = renderInVenue(<BlockList blocks={menu()} />);
    await findAllByText(/^Contiene:/);
    expect(dishNames(container)).toEqual(['Croquetas', 'Tostas', 'Ensalada', 'Flan']);
    expect(container.querySelectorAll('[data-allergen-warning]')).toHaveLength(2);
    expect(container.querySelector('[data-hidden-dishes]')).toBeNull();
  });

  it('hides them behind one note per stretch, which shows them again', async () => {
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: [1, 7], hide: true }));
    const user = userEvent.setup();
    const { container, getByText, getAllByRole } = renderInVenue(<BlockList blocks={menu()} />);
    await waitFor(() => expect(dishNames(container)).toEqual(['Ensalada']));
    const notes = [...container.querySelectorAll('[data-hidden-dishes]')];
    expect(
      notes.map((n) => [n.firstChild?.textContent, n.querySelector('button')?.textContent]),
    ).toEqual([
      ['2 platos ocultos por tus alérgenos', 'Mostrar'],
      ['1 plato oculto por tus alérgenos', 'Mostrar'],
    ]);
    // Each note stands where its dishes were: under its own section.
    expect(getByText('Postres').compareDocumentPosition(notes[1] as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const [show] = getAllByRole('button', { name: 'Mostrar' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show as HTMLElement);
    await waitFor(() => expect(dishNames(container)).toEqual(['Croquetas', 'Tostas', 'Ensalada']));
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(show).toHaveTextContent('Ocultar');
    expect(notes[0]).toHaveTextContent('2 platos con tus alérgenos');
    expect(container.querySelectorAll('[data-allergen-warning]')).toHaveLength(2);
    await user.click(show as HTMLElement);
    expect(dishNames(container)).toEqual(['Ensalada']);
  });

  it('brings hidden dishes back when the guest switches hiding off', async () => {
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: [7], hide: true }));
    const { container } = renderInVenue(<BlockList blocks={menu()} />);
    await waitFor(() => expect(dishNames(container)).toEqual(['Tostas', 'Ensalada']));
    act(() => setAllergenFilter({ avoid: [7], hide: false }));
    await waitFor(() =>
      expect(dishNames(container)).toEqual(['Croquetas', 'Tostas', 'Ensalada', 'Flan']),
    );
    expect(container.querySelector('[data-hidden-dishes]')).toBeNull();
  });
});
