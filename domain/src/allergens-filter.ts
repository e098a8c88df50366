import { ALLERGEN_IMAGES, normalizeAllergenIds } from './allergens.ts';

/**
 * A guest's allergen filter (behaviour.md#guest-app): the allergens to avoid (EU list ids) and whether dishes
 * containing one are hidden rather than marked. The ordering flow will warn with the same rules.
 */
export type AllergenFilter = {
  readonly avoid: readonly number[];
  readonly hide: boolean;
};

/** Nothing to avoid, dishes marked rather than hidden: a guest who never opened the filter. */
export const NO_ALLERGEN_FILTER: AllergenFilter = { avoid: [], hide: false };

/**
 * An id the filter can offer as a toggle: one of the EU list's, numbered 1–14 in order (as the
 * food schema checks them). Counted by the icon names so the guest's first load does not carry
 * the catalogue's names.
 */
const isKnownAllergen = (id: unknown): id is number =>
  Number.isInteger(id) && (id as number) >= 1 && (id as number) <= ALLERGEN_IMAGES.length;

/**
 * The allergens of a dish the guest avoids, ascending (the EU list's order, as the warning reads
 * them). Ids the dish lists twice, or that are not numbers, count once or not at all.
 */
export const allergenConflicts = (
  avoid: readonly number[],
  dishAllergens: readonly unknown[],
): number[] =>
  normalizeAllergenIds(
    dishAllergens.filter((id): id is number => typeof id === 'number' && avoid.includes(id)),
  );

/** Whether a dish contains an allergen the guest avoids. */
export const dishConflictsWith = (
  avoid: readonly number[],
  dishAllergens: readonly unknown[],
): boolean => allergenConflicts(avoid, dishAllergens).length > 0;

/** Whether the filter takes the dish off the page (hiding is on and the dish conflicts). */
export const isDishHidden = (filter: AllergenFilter, dishAllergens: readonly unknown[]): boolean =>
  filter.hide && dishConflictsWith(filter.avoid, dishAllergens);

/** The filter with one allergen added or removed. */
export const toggleAvoided = (filter: AllergenFilter, id: number): AllergenFilter => {
  const avoid = filter.avoid.includes(id)
    ? filter.avoid.filter((x) => x !== id)
    : [...filter.avoid, id];
  return { ...filter, avoid: normalizeAllergenIds(avoid) };
};

/** The filter as a device keeps it (JSON). */
export const serializeAllergenFilter = (filter: AllergenFilter): string =>
  JSON.stringify({ avoid: normalizeAllergenIds(filter.avoid), hide: filter.hide });

/**
 * A stored filter read back. Whatever the device holds (nothing, bad JSON, an older or tampered
 * shape) gives a usable filter: unknown ids are dropped (no toggle could clear them, yet they
 * would count in the header's badge), and `hide` is on only when it is exactly `true`.
 */
export const parseAllergenFilter = (raw: string | null | undefined): AllergenFilter => {
  if (!raw) return NO_ALLERGEN_FILTER;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NO_ALLERGEN_FILTER;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return NO_ALLERGEN_FILTER;
  const { avoid, hide } = value as { avoid?: unknown; hide?: unknown };
  return {
    avoid: Array.isArray(avoid) ? normalizeAllergenIds(avoid.filter(isKnownAllergen)) : [],
    hide: hide === true,
  };
};
