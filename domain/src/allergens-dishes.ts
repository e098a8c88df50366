import type { BlockData } from './blocks/index.ts';
import type { BlockKey } from './content-types.ts';

/**
 * The block types that list a dish's allergens, and the field that holds them: the one place the
 * guest app's filter (and, later, the ordering flow's warnings) learns which blocks are dishes.
 * Only Food & drink (27) stores allergens today; the chain and external menus live elsewhere.
 */
export const DISH_ALLERGEN_FIELDS = {
  food: 'FoodAllergens',
} as const satisfies { readonly [K in BlockKey]?: keyof BlockData<K> };

type DishKey = keyof typeof DISH_ALLERGEN_FIELDS;

const isDishKey = (key: string): key is DishKey => Object.hasOwn(DISH_ALLERGEN_FIELDS, key);

/**
 * The allergen ids a block lists (stored data or a guest read), or null when its type lists none.
 * A dish whose field is missing or malformed lists no allergens; ids that are not whole numbers
 * are left out.
 */
export const dishAllergensOf = (
  key: string,
  data: Readonly<Record<string, unknown>>,
): readonly number[] | null => {
  if (!isDishKey(key)) return null;
  const ids = data[DISH_ALLERGEN_FIELDS[key]];
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
};
