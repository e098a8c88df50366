import { z } from 'zod';
import { defineBlock, keepAll } from './block.ts';

export const EXTERNAL_IDS_MAX = 2_000;

/**
 * behaviour.md#data: the chosen external menus as a comma-separated string of their ids (each without commas or
 * spaces, at most 64 characters); '' = none chosen yet; null = all menus.
 */
export const externalIdListSchema = z
  .string()
  .max(EXTERNAL_IDS_MAX)
  .regex(/^([^,\s]{1,64}(,[^,\s]{1,64})*)?$/, 'comma-separated ids')
  .nullable();

/** The list the multi-select edits, from the stored string (null = all = no single id). */
export const splitExternalIds = (value: string | null): string[] =>
  value ? value.split(',').filter(Boolean) : [];

/** The stored string of a list of ids. */
export const joinExternalIds = (ids: readonly string[]): string => ids.join(',');

/** External food menu (49): some or all of the external menus, for one day or every day. */
export const externalFoodMenu = defineBlock({
  key: 'externalFoodMenu',
  id: 49,
  icon: 'mdi-food-fork-drink',
  group: 'foodDrink',
  exclusive: true,
  guest: keepAll('MenuExtFoodExternalID', 'MenuExtFoodDayOfWeek'),
  schema: z.strictObject({
    MenuExtFoodExternalID: externalIdListSchema,
    /** null = every day; 0 = Sunday … 6 = Saturday (behaviour.md#data). */
    MenuExtFoodDayOfWeek: z.number().int().min(0).max(6).nullable(),
  }),
  defaults: () => ({ MenuExtFoodExternalID: null, MenuExtFoodDayOfWeek: null }),
});
