import type { AnyGuestBlock } from '@carta/domain/guest/data';
import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../blocks/testing.tsx';
import { MenuJsonLd, menuJsonLd, scriptJson } from './menu-json-ld.tsx';

const food = (name: string, price: number | null, ORD: number, vegan = false) =>
  guestBlock(
    'food',
    {
      FoodName: name,
      FoodIngredients: `${name}: ingredientes`,
      FoodNote: '',
      FoodPrice: price,
      FoodVegan: vegan,
      FoodVegetarian: false,
      FoodNew: false,
      FoodRecommended: false,
      FoodSlowFood: false,
      FoodAllergens: [],
      FoodImage: price === null ? null : '/uploads/1/plato.jpg',
      FoodLabelExtras: '',
      FoodOnlyOne: false,
    },
    { ORD, ID: ORD + 1 },
  ) as AnyGuestBlock;

describe('menuJsonLd', () => {
  it('a Menu with MenuSections from the title blocks and MenuItems with their offers', () => {
    const blocks: AnyGuestBlock[] = [
      food('Ensalada', 9, 1, true),
      guestBlock('title', { Title: 'Postres' }, { ORD: 2, ID: 9 }) as AnyGuestBlock,
      food('Flan', null, 3),
      guestBlock('text', { Text: '<p>x</p>' }, { ORD: 4, ID: 10 }) as AnyGuestBlock,
    ];
    const ld = menuJsonLd({ Name: 'Carta', Blocks: blocks }, 'Hotel', 'es', 'https://carta.test');
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'Carta',
      inLanguage: 'es',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Carta',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Ensalada',
              description: 'Ensalada: ingredientes',
              image: 'https://carta.test/uploads/1/plato.jpg',
              suitableForDiet: 'https://schema.org/VeganDiet',
              offers: { '@type': 'Offer', price: '9.00', priceCurrency: 'EUR' },
            },
          ],
        },
        {
          '@type': 'MenuSection',
          name: 'Postres',
          hasMenuItem: [{ '@type': 'MenuItem', name: 'Flan', description: 'Flan: ingredientes' }],
        },
      ],
    });
  });

  it('null for a page without named dishes; the script never closes early', () => {
    expect(
      menuJsonLd({ Name: 'Info', Blocks: [food('', 3, 0)] }, 'Hotel', 'es', 'https://x.test'),
    ).toBeNull();
    expect(scriptJson({ name: '</script><b>' })).not.toContain('<');
    const { container } = renderInUi(
      <MenuJsonLd
        page={{ Name: 'Carta', Blocks: [food('Sopa </script>', 5, 0)] }}
        venueName="H"
        lang="es"
      />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({ '@type': 'Menu' });
    expect(script?.textContent).not.toContain('</script>');
  });
});
