import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestBlock, renderInVenue } from '../testing.tsx';
import { FoodView } from './View.tsx';

const dish = (over: Partial<Parameters<typeof guestBlock<'food'>>[1]> = {}) =>
  guestBlock('food', {
    FoodName: 'Croquetas de jamón',
    FoodIngredients: 'Jamón ibérico, bechamel',
    FoodNote: 'Hechas en casa',
    FoodPrice: 12.5,
    FoodVegan: false,
    FoodVegetarian: true,
    FoodNew: true,
    FoodRecommended: false,
    FoodSlowFood: false,
    FoodAllergens: [1, 7],
    FoodImage: '/uploads/1/croquetas.jpg',
    FoodLabelExtras: '',
    FoodOnlyOne: false,
    ...over,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FoodView', () => {
  it('shows the dish: name, price in the language, ingredients, flags, allergens, note, image', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        data: [
          { ID: 1, Name: { es: 'Gluten', en: 'Gluten' }, Image: 'gluten' },
          { ID: 7, Name: { es: 'Lácteos', en: 'Milk' }, Image: 'milk' },
        ],
        total: 2,
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { getByRole, getByText, findByText, container } = renderInVenue(
      <FoodView block={dish()} />,
      'en',
    );
    expect(getByRole('heading', { level: 3 })).toHaveTextContent('Croquetas de jamón');
    expect(getByText('€12.50')).toBeInTheDocument();
    expect(getByText('Jamón ibérico, bechamel')).toBeInTheDocument();
    expect(getByText('Vegetarian')).toBeInTheDocument();
    expect(getByText('New')).toBeInTheDocument();
    expect(getByText('Hechas en casa')).toBeInTheDocument();
    expect(await findByText('Milk')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/utils/allergens/1', expect.anything());
    const icons = [...container.querySelectorAll('li img')].map((i) => i.getAttribute('src'));
    expect(icons).toEqual(['/assets/allergens/gluten.svg', '/assets/allergens/milk.svg']);
    const photo = container.querySelector('article > img');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('src', '/uploads/1/croquetas.jpg');
  });

  it('writes the price the Spanish way and keeps allergens from the EU list if the catalogue fails', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const { getByText, queryByText } = renderInVenue(
      <FoodView block={dish({ FoodAllergens: [3], FoodImage: 'javascript:alert(1)' })} />,
      'es',
    );
    expect(getByText(/12,50\s€/)).toBeInTheDocument();
    expect(getByText('Huevos')).toBeInTheDocument();
    expect(getByText('Alérgenos')).toBeInTheDocument();
    expect(queryByText('Vegano')).toBeNull();
  });

  it('a new block (no name) renders nothing; no price, no price line', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [], total: 0 })),
    );
    const empty = renderInVenue(<FoodView block={dish({ FoodName: '' })} />);
    expect(empty.container).toBeEmptyDOMElement();
    const noPrice = renderInVenue(
      <FoodView block={dish({ FoodName: 'Agua', FoodPrice: null, FoodAllergens: [] })} />,
    );
    expect(noPrice.container).not.toHaveTextContent('€');
    expect(noPrice.container).not.toHaveTextContent('undefined');
  });
  it('lists its extras with their prices under the title staff gave them, "choose one" if so', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [], total: 0 })),
    );
    const block = {
      ...dish({ FoodLabelExtras: 'Add to your burger', FoodOnlyOne: true }),
      Extras: [
        { ID: 1, Name: 'Cheese', Price: 1.5 },
        { ID: 2, Name: 'Onion', Price: 0 },
      ],
    };
    const { getByRole } = renderInVenue(<FoodView block={block} />, 'en');
    const heading = getByRole('heading', { name: 'Add to your burger · choose one' });
    const items = heading.parentElement?.querySelectorAll('li') ?? [];
    expect([...items].map((li) => li.textContent)).toEqual(['Cheese+€1.50', 'Onionno charge']);
  });

  it('shows no extras section for a dish without extras', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [], total: 0 })),
    );
    const { queryByRole } = renderInVenue(<FoodView block={dish()} />, 'en');
    expect(queryByRole('heading', { name: /Extras/ })).toBeNull();
  });
});
