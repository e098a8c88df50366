import { externalIdListSchema } from '../blocks/externalFoodMenu.ts';

/** behaviour.md#data "External menu" (menu-ext): ID, ExternalID, Name (translatable). */

export type ExternalMenuRecord = {
  readonly ID: number | string;
  readonly ExternalID?: string | null;
  readonly Name: unknown;
};

/** The id a block stores for a menu: its ExternalID when present and non-empty, else its ID. */
export const effectiveExternalId = (menu: ExternalMenuRecord): string => {
  const external = typeof menu.ExternalID === 'string' ? menu.ExternalID.trim() : '';
  return external === '' ? String(menu.ID) : external;
};

/** The menus without duplicates by effective id: the first occurrence is kept, in order. */
export const uniqueExternalMenus = <T extends ExternalMenuRecord>(list: readonly T[]): T[] => {
  const seen = new Set<string>();
  return list.filter((menu) => {
    const id = effectiveExternalId(menu);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
};

/**
 * An id the block can store in its comma-separated list (the schema's rule: no commas, no spaces,
 * 1–64 characters). A menu whose id breaks it cannot be chosen one by one.
 */
export const isStorableExternalId = (id: string): boolean =>
  // One id: the list schema would also take 'a,b' as two.
  id !== '' && !id.includes(',') && externalIdListSchema.safeParse(id).success;
