import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Enterprise } from '../../api/types.ts';
import { i18n } from '../../i18n/i18n.ts';
import { json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';
import { cutName } from './summary.ts';

const allergens = on('GET', '/api/utils/allergens/12', () =>
  json(200, {
    data: [
      { ID: 1, Name: { es: 'Gluten', en: 'Gluten' }, Image: 'gluten' },
      { ID: 7, Name: { es: 'Lácteos', en: 'Milk' }, Image: 'milk' },
    ],
    total: 2,
  }),
);

const named = (es: string, en = '') => contentOf('food', { FoodName: { es, en } });

describe('food editor (27)', () => {
  beforeEach(() => {
    stubFetch(allergens);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders its defaults', async () => {
    renderEditor(Editor, contentOf('food'));
    expect(screen.getByText('Plato sin nombre')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre del plato' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Ingredientes' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Precio' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveValue('');
    for (const name of ['Vegano', 'Vegetariano', 'Nuevo', 'Recomendado', 'Slow food']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(await screen.findByText('Lácteos')).toBeInTheDocument();
    expect(screen.getByText('Imagen del plato')).toBeInTheDocument();
  });

  it('heads the body with the name in the content language cut to 20 characters plus "..."', async () => {
    const { unmount } = renderEditor(
      Editor,
      named('Hamburguesa de la casa con queso', 'House burger'),
    );
    expect(screen.getByText('Hamburguesa de la ca...')).toBeInTheDocument();
    // The interface language leaves the content language alone.
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Hamburguesa de la ca...')).toBeInTheDocument();
    unmount();
    renderEditor(Editor, named('Hamburguesa de la casa con queso', 'House burger'), {
      contentLanguage: 'en',
    });
    expect(screen.getByText('House burger')).toBeInTheDocument();
  });

  it('cuts by characters and leaves a short name whole', () => {
    expect(cutName('Tarta de queso')).toBe('Tarta de queso');
    expect(cutName('12345678901234567890')).toBe('12345678901234567890');
    expect(cutName('Crème brûlée à l’ancienne 🍮')).toBe('Crème brûlée à l’anc...');
    expect(cutName('🍔'.repeat(21))).toBe(`${'🍔'.repeat(20)}...`);
  });

  it('shows only the cut name when collapsed', () => {
    renderEditor(Editor, named('Hamburguesa de la casa con queso'), { collapsed: true });
    expect(screen.getByText('Hamburguesa de la ca...')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('reports the translatable fields', async () => {
    const content = contentOf('food');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre del plato' }), 'P');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ingredientes' }), 'A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nota' }), 'N');
    expect(patches).toEqual([
      { FoodName: { es: 'P', en: '' } },
      { FoodIngredients: { es: 'A', en: '' } },
      { FoodNote: { es: 'N', en: '' } },
    ]);
    for (const patch of patches) expectValidPatch('food', content, patch);
  });

  it('takes a price with a comma or a point, empty as none, and refuses anything else', async () => {
    const content = contentOf('food');
    const { patches } = renderEditor(Editor, content);
    const price = screen.getByRole('textbox', { name: 'Precio' });
    await userEvent.type(price, '12,5');
    expect(patches.at(-1)).toEqual({ FoodPrice: 12.5 });
    fireEvent.change(price, { target: { value: '9.95' } });
    expect(patches.at(-1)).toEqual({ FoodPrice: 9.95 });
    const count = patches.length;
    for (const bad of ['abc', '-3', '1,234', '2000000']) {
      fireEvent.change(price, { target: { value: bad } });
      expect(price).toHaveAttribute('aria-invalid', 'true');
    }
    expect(patches).toHaveLength(count);
    fireEvent.change(price, { target: { value: '' } });
    expect(patches.at(-1)).toEqual({ FoodPrice: null });
    for (const patch of patches) expectValidPatch('food', content, patch);
  });

  it("shows a stored price in the locale's notation", () => {
    renderEditor(Editor, contentOf('food', { FoodPrice: 8.5 }));
    expect(screen.getByRole('textbox', { name: 'Precio' })).toHaveValue('8,5');
  });

  it('reports each checkbox, allergen and the image', async () => {
    const content = contentOf('food');
    const { patches } = renderEditor(Editor, content);
    const flags = [
      ['Vegano', 'FoodVegan'],
      ['Vegetariano', 'FoodVegetarian'],
      ['Nuevo', 'FoodNew'],
      ['Recomendado', 'FoodRecommended'],
      ['Slow food', 'FoodSlowFood'],
    ] as const;
    for (const [name] of flags) await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(patches).toEqual(flags.map(([, field]) => ({ [field]: true })));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Lácteos/ }));
    expect(patches.at(-1)).toEqual({ FoodAllergens: [7] });
    for (const patch of patches) expectValidPatch('food', content, patch);
  });

  it('clears the image through the selector', async () => {
    const content = contentOf('food', { FoodImage: '/uploads/12/dish.webp' });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen: Imagen del plato' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ FoodImage: null }));
    expectValidPatch('food', content, { FoodImage: null });
  });

  describe('extras sub-form visibility', () => {
    const withExtras = (IncludeExtras: boolean | undefined) => ({
      enterprise: { IncludeExtras } as Partial<Enterprise>,
    });

    it('is absent when the enterprise does not include extras', () => {
      renderEditor(Editor, contentOf('food'), withExtras(false));
      expect(screen.queryByText('Extras')).toBeNull();
      expect(screen.queryByText(/Guarde el menú para añadir extras/)).toBeNull();
    });

    it('asks to save the menu first on a new dish', () => {
      renderEditor(Editor, contentOf('food', { ID: 'new_1' }), withExtras(true));
      expect(screen.getByText('Guarde el menú para añadir extras a este plato.')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Extras' })).toBeNull();
    });

    it('treats a block flagged isNew as not saved', () => {
      renderEditor(Editor, contentOf('food'), { ...withExtras(true), isNew: true });
      expect(screen.getByText('Guarde el menú para añadir extras a este plato.')).toBeVisible();
    });

    it('shows the closed panel on a saved dish', () => {
      renderEditor(Editor, contentOf('food'), withExtras(true));
      expect(screen.getByRole('button', { name: 'Extras' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it('asks show-extras when the session does not carry the setting', async () => {
      const { calls } = stubFetch(
        allergens,
        on('GET', '/api/public/dish-orders/12/show-extras/', () =>
          json(200, { data: [{ IncludeExtras: true }], total: 1 }),
        ),
      );
      renderEditor(Editor, contentOf('food'), withExtras(undefined));
      expect(await screen.findByRole('button', { name: 'Extras' })).toBeInTheDocument();
      expect(calls.some((c) => c.path.endsWith('/show-extras/'))).toBe(true);
    });
  });
});
