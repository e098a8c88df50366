import type { AnyGuestBlock, GuestBlockOf, GuestMenuPage } from '@carta/domain/guest/data';
import { VENUE_CURRENCY } from '../ui/price.ts';
import { safeImageSrc } from '../ui/urls.ts';

type Json = { readonly [key: string]: unknown };

const isFood = (block: AnyGuestBlock): block is GuestBlockOf<'food'> => block.Key === 'food';

const menuItem = (food: GuestBlockOf<'food'>, origin: string): Json => {
  const image = safeImageSrc(food.FoodImage);
  const diets = [
    food.FoodVegan === true ? 'https://schema.org/VeganDiet' : null,
    food.FoodVegetarian === true ? 'https://schema.org/VegetarianDiet' : null,
  ].filter((d) => d !== null);
  return {
    '@type': 'MenuItem',
    name: food.FoodName,
    ...(food.FoodIngredients ? { description: food.FoodIngredients } : {}),
    ...(image ? { image: new URL(image, origin).href } : {}),
    ...(diets.length > 0 ? { suitableForDiet: diets.length === 1 ? diets[0] : diets } : {}),
    ...(typeof food.FoodPrice === 'number' && Number.isFinite(food.FoodPrice)
      ? {
          offers: {
            '@type': 'Offer',
            price: food.FoodPrice.toFixed(2),
            priceCurrency: VENUE_CURRENCY,
          },
        }
      : {}),
  };
};

/**
 * schema.org JSON-LD for a menu page's dishes: a `Menu` whose `MenuSection`s are the page's runs
 * of food blocks, each section named by the title block above it (else by the page), each dish a
 * `MenuItem` with its price as an `Offer`. Null when the page has no named dish.
 */
export const menuJsonLd = (
  page: Pick<GuestMenuPage, 'Name' | 'Blocks'>,
  venueName: string,
  inLanguage: string,
  origin: string,
): Json | null => {
  const sections: { name: string; items: Json[] }[] = [];
  let current: { name: string; items: Json[] } | null = null;
  const blocks = [...page.Blocks].sort((a, b) => a.ORD - b.ORD);
  for (const block of blocks) {
    if (block.Key === 'title' && typeof block.Title === 'string' && block.Title.trim()) {
      current = { name: block.Title, items: [] };
      sections.push(current);
    } else if (isFood(block) && typeof block.FoodName === 'string' && block.FoodName.trim()) {
      if (!current) {
        current = { name: page.Name, items: [] };
        sections.push(current);
      }
      current.items.push(menuItem(block, origin));
    }
  }
  const filled = sections.filter((s) => s.items.length > 0);
  if (filled.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: page.Name || venueName,
    inLanguage,
    hasMenuSection: filled.map((s) => ({
      '@type': 'MenuSection',
      name: s.name,
      hasMenuItem: s.items,
    })),
  };
};

/** JSON safe inside a <script> element: no `<` that could close it. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');

/** The menu page's JSON-LD, when it lists dishes. */
export const MenuJsonLd = ({
  page,
  venueName,
  lang,
}: {
  readonly page: Pick<GuestMenuPage, 'Name' | 'Blocks'>;
  readonly venueName: string;
  readonly lang: string;
}) => {
  const data = menuJsonLd(page, venueName, lang, window.location.origin);
  return data ? <script type="application/ld+json">{scriptJson(data)}</script> : null;
};
