import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const RESTAURANTS_PATH = '/api/enterprises/demo-chain/restaurants/12';
const inChain = { enterprise: { Chain: 'demo-chain' } };
const restaurants = on('GET', RESTAURANTS_PATH, () =>
  json(200, {
    data: [
      { ID: 3, Name: 'El Mirador' },
      { ID: 8, Name: 'La Terraza' },
    ],
    total: 2,
  }),
);
const restaurantSelect = () => screen.getByRole('combobox', { name: 'Restaurante' });
const formatGroup = (name: string) => within(screen.getByRole('group', { name }));

describe('hotel-chain food editor (42)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the chain's restaurants and reports the chosen one's id", async () => {
    const { calls } = stubFetch(restaurants);
    const content = contentOf('chainFood');
    const { patches } = renderEditor(Editor, content, inChain);
    await waitFor(() => expect(restaurantSelect()).not.toHaveAttribute('aria-disabled'));
    expect(calls.map((c) => c.path)).toEqual([RESTAURANTS_PATH]);

    await userEvent.click(restaurantSelect());
    await userEvent.click(screen.getByRole('option', { name: 'La Terraza' }));
    expect(patches).toEqual([{ ChainFoodRestaurant: 8 }]);
    expectValidPatch('chainFood', content, { ChainFoodRestaurant: 8 });
  });

  it('shows the saved restaurant by name, and a saved one the chain no longer has as such', async () => {
    stubFetch(restaurants);
    const { unmount } = renderEditor(
      Editor,
      contentOf('chainFood', { ChainFoodRestaurant: 3 }),
      inChain,
    );
    await waitFor(() => expect(restaurantSelect()).toHaveTextContent('El Mirador'));
    unmount();
    renderEditor(Editor, contentOf('chainFood', { ChainFoodRestaurant: 99 }), inChain);
    await waitFor(() =>
      expect(restaurantSelect()).toHaveTextContent('99 (ya no está en la lista)'),
    );
  });

  it('says so when the restaurants cannot be read, retries on request, and stays editable', async () => {
    const { calls } = stubFetch(
      on('GET', RESTAURANTS_PATH, () => apiError(502, 'provider_failed')),
    );
    const content = contentOf('chainFood', { ChainFoodRestaurant: 3 });
    const { patches } = renderEditor(Editor, content, inChain);
    expect(await screen.findByText(/No se pudo cargar la lista/)).toHaveClass('Mui-error');
    expect(restaurantSelect()).toHaveTextContent('3');

    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(calls).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: /Color de fondo principal/ }));
    await userEvent.click(screen.getByRole('button', { name: '#0000AA' }));
    await userEvent.click(
      formatGroup('Formato del texto secundario').getByRole('button', {
        name: 'MAYÚSCULAS',
      }),
    );
    expect(patches).toEqual([
      { ChainFoodPrimaryBGColor: '#0000AA' },
      { ChainFoodSecondaryTextFormat: 1 },
    ]);
    for (const patch of patches) expectValidPatch('chainFood', content, patch);
  });

  it('without a hotel chain, says so, asks nothing and keeps the styles editable', async () => {
    const { calls } = stubFetch();
    const content = contentOf('chainFood');
    const { patches } = renderEditor(Editor, content, { enterprise: { Chain: null } });
    expect(
      screen.getByText(/Esta empresa no pertenece a ninguna cadena hotelera/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Restaurante' })).toBeNull();

    await userEvent.click(
      formatGroup('Formato del texto principal').getByRole('button', {
        name: 'minúsculas',
      }),
    );
    expect(patches).toEqual([{ ChainFoodPrimaryTextFormat: 2 }]);
    expectValidPatch('chainFood', content, patches[0] ?? {});
    expect(calls).toEqual([]);
  });

  it('without a chain, still names a saved restaurant so it is not lost from view', () => {
    stubFetch();
    renderEditor(Editor, contentOf('chainFood', { ChainFoodRestaurant: 7 }), {
      enterprise: { Chain: null },
    });
    expect(screen.getByText(/guardado: n\.º 7/)).toBeInTheDocument();
  });

  it('shows the default formats, primary upper case and secondary lower case, in samples', () => {
    stubFetch(restaurants);
    renderEditor(Editor, contentOf('chainFood'), inChain);
    expect(
      formatGroup('Formato del texto principal').getByRole('button', { name: 'MAYÚSCULAS' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      formatGroup('Formato del texto secundario').getByRole('button', { name: 'minúsculas' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('img', { name: 'Estilo principal, muestra: CARTA DEL RESTAURANTE' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Estilo secundario, muestra: plato del día' }),
    ).toBeInTheDocument();
  });

  it('draws each sample in its format and colours', () => {
    stubFetch(restaurants);
    renderEditor(
      Editor,
      contentOf('chainFood', {
        ChainFoodPrimaryBGColor: '#112233',
        ChainFoodPrimaryTextColor: '#ffffff',
        ChainFoodPrimaryTextFormat: 2,
        ChainFoodSecondaryBGColor: '#ffeedd',
        ChainFoodSecondaryTextColor: '#000000',
        ChainFoodSecondaryTextFormat: 1,
      }),
      inChain,
    );
    const primary = screen.getByRole('img', { name: /Estilo principal/ });
    expect(primary).toHaveTextContent('carta del restaurante');
    expect(primary).toHaveStyle({ backgroundColor: '#112233', color: '#ffffff' });
    const secondary = screen.getByRole('img', { name: /Estilo secundario/ });
    expect(secondary).toHaveTextContent('PLATO DEL DÍA');
    expect(secondary).toHaveStyle({ backgroundColor: '#ffeedd', color: '#000000' });
  });

  it('pressing the chosen format again changes nothing', async () => {
    stubFetch(restaurants);
    const { patches } = renderEditor(Editor, contentOf('chainFood'), inChain);
    await userEvent.click(
      formatGroup('Formato del texto principal').getByRole('button', { name: 'MAYÚSCULAS' }),
    );
    expect(patches).toEqual([]);
  });

  it('reports each colour under its schema name', async () => {
    stubFetch(restaurants);
    const content = contentOf('chainFood', { ChainFoodSecondaryTextColor: '#123456' });
    const { patches } = renderEditor(Editor, content, inChain);
    const pick = async (label: RegExp, swatch: string) => {
      await userEvent.click(screen.getByRole('button', { name: label }));
      await userEvent.click(screen.getByRole('button', { name: swatch }));
    };
    await pick(/Color de fondo principal/, '#0000AA');
    await pick(/Color del texto principal/, '#FFFFFF');
    await pick(/Color de fondo secundario/, '#AA0000');
    await userEvent.click(screen.getByRole('button', { name: /Color del texto secundario/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar color' }));
    expect(patches).toEqual([
      { ChainFoodPrimaryBGColor: '#0000AA' },
      { ChainFoodPrimaryTextColor: '#FFFFFF' },
      { ChainFoodSecondaryBGColor: '#AA0000' },
      { ChainFoodSecondaryTextColor: null },
    ]);
    for (const patch of patches) expectValidPatch('chainFood', content, patch);
  });

  describe('collapsed', () => {
    it('asks for no list, and names the restaurant by its number', () => {
      const { calls } = stubFetch(restaurants);
      renderEditor(Editor, contentOf('chainFood', { ChainFoodRestaurant: 8 }), {
        ...inChain,
        collapsed: true,
      });
      expect(screen.getByText('Cartas del restaurante n.º 8')).toBeInTheDocument();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(calls).toEqual([]);
    });

    it('falls back to the id, and says when none is chosen', () => {
      stubFetch();
      const { unmount } = renderEditor(Editor, contentOf('chainFood', { ChainFoodRestaurant: 7 }), {
        enterprise: { Chain: null },
        collapsed: true,
      });
      expect(screen.getByText('Cartas del restaurante n.º 7')).toBeInTheDocument();
      unmount();
      renderEditor(Editor, contentOf('chainFood'), {
        enterprise: { Chain: null },
        collapsed: true,
      });
      expect(screen.getByText('Sin restaurante elegido')).toBeInTheDocument();
    });
  });
});
