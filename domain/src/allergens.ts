import type { Translatable } from './translatable.ts';

/** The icon file base names: `assets/allergens/<Image>.svg` on the product site. */
export const ALLERGEN_IMAGES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type AllergenImage = (typeof ALLERGEN_IMAGES)[number];

/** An allergen as the API answers it (behaviour.md#data Allergen: ID, Name translatable, Image). */
export type AllergenRecord = {
  readonly ID: number;
  readonly Name: Translatable;
  readonly Image: string;
};

export type Allergen = AllergenRecord & {
  readonly Image: AllergenImage;
  readonly Name: {
    readonly es: string;
    readonly en: string;
    readonly de: string;
    readonly fr: string;
  };
};

type Names = Allergen['Name'];

const entry = (ID: number, Image: AllergenImage, Name: Names): Allergen => ({ ID, Image, Name });

/**
 * The 14 allergens of Regulation (EU) No 1169/2011, Annex II, in the Annex's order: the list every
 * venue in the EU must declare. Names are the short forms menus print in each language.
 */
export const ALLERGENS: readonly Allergen[] = [
  entry(1, 'gluten', { es: 'Gluten', en: 'Gluten', de: 'Gluten', fr: 'Gluten' }),
  entry(2, 'crustaceans', {
    es: 'Crustáceos',
    en: 'Crustaceans',
    de: 'Krebstiere',
    fr: 'Crustacés',
  }),
  entry(3, 'eggs', { es: 'Huevos', en: 'Eggs', de: 'Eier', fr: 'Œufs' }),
  entry(4, 'fish', { es: 'Pescado', en: 'Fish', de: 'Fisch', fr: 'Poissons' }),
  entry(5, 'peanuts', { es: 'Cacahuetes', en: 'Peanuts', de: 'Erdnüsse', fr: 'Arachides' }),
  entry(6, 'soybeans', { es: 'Soja', en: 'Soya', de: 'Soja', fr: 'Soja' }),
  entry(7, 'milk', { es: 'Lácteos', en: 'Milk', de: 'Milch', fr: 'Lait' }),
  entry(8, 'nuts', {
    es: 'Frutos de cáscara',
    en: 'Tree nuts',
    de: 'Schalenfrüchte',
    fr: 'Fruits à coque',
  }),
  entry(9, 'celery', { es: 'Apio', en: 'Celery', de: 'Sellerie', fr: 'Céleri' }),
  entry(10, 'mustard', { es: 'Mostaza', en: 'Mustard', de: 'Senf', fr: 'Moutarde' }),
  entry(11, 'sesame', { es: 'Sésamo', en: 'Sesame', de: 'Sesam', fr: 'Sésame' }),
  entry(12, 'sulphites', { es: 'Sulfitos', en: 'Sulphites', de: 'Sulfite', fr: 'Sulfites' }),
  entry(13, 'lupin', { es: 'Altramuces', en: 'Lupin', de: 'Lupinen', fr: 'Lupin' }),
  entry(14, 'molluscs', { es: 'Moluscos', en: 'Molluscs', de: 'Weichtiere', fr: 'Mollusques' }),
];

/** A selection as stored: each id once, ascending, so equal selections compare equal. */
export const normalizeAllergenIds = (ids: readonly number[]): number[] =>
  [...new Set(ids)].sort((a, b) => a - b);

/**
 * Toggling one allergen leaves every other id as it was, including ids the catalogue does not know
 * (a dish's data is never dropped because the catalogue shown is older or newer).
 */
export const toggleAllergen = (ids: readonly number[], id: number): number[] =>
  normalizeAllergenIds(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
