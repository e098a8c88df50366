import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';
import { pickedIdSchema, textFormatSchema } from './fields.ts';

/**
 * Hotel-chain food (42): the menus of one of the chain's restaurants, in primary and secondary
 * colours and text formats (1 upper case, 2 lower case). Fields prefixed `Chain` (docs/decisions.md).
 */
export const chainFood = defineBlock({
  key: 'chainFood',
  id: 42,
  icon: 'mdi-silverware',
  group: 'foodDrink',
  exclusive: true,
  guest: keepAll(
    'ChainFoodRestaurant',
    'ChainFoodPrimaryBGColor',
    'ChainFoodPrimaryTextColor',
    'ChainFoodPrimaryTextFormat',
    'ChainFoodSecondaryBGColor',
    'ChainFoodSecondaryTextColor',
    'ChainFoodSecondaryTextFormat',
  ),
  schema: z.strictObject({
    ChainFoodRestaurant: pickedIdSchema,
    ChainFoodPrimaryBGColor: colorSchema,
    ChainFoodPrimaryTextColor: colorSchema,
    ChainFoodPrimaryTextFormat: textFormatSchema,
    ChainFoodSecondaryBGColor: colorSchema,
    ChainFoodSecondaryTextColor: colorSchema,
    ChainFoodSecondaryTextFormat: textFormatSchema,
  }),
  defaults: () => ({
    ChainFoodRestaurant: null,
    ChainFoodPrimaryBGColor: null,
    ChainFoodPrimaryTextColor: null,
    ChainFoodPrimaryTextFormat: 1 as const,
    ChainFoodSecondaryBGColor: null,
    ChainFoodSecondaryTextColor: null,
    ChainFoodSecondaryTextFormat: 2 as const,
  }),
});
