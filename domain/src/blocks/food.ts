import { z } from 'zod';
import { ALLERGENS } from '../allergens.ts';
import { urlSchema } from '../ids.ts';
import { emptyTranslatable, translatableSchema } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { LONG_TEXT_MAX, longText, SHORT_TEXT_MAX, shortText } from './fields.ts';

/** A price in the venue's currency: a number of at most a million, null = no price shown. */
export const PRICE_MAX = 1_000_000;
export const priceSchema = z.number().min(0).max(PRICE_MAX).nullable();

/** The 14 allergens of the EU list (allergens.ts): ids 1–14, each once. */
export const allergenIdsSchema = z
  .array(z.number().int().min(1).max(ALLERGENS.length))
  .max(ALLERGENS.length)
  .refine((ids) => new Set(ids).size === ids.length, 'each allergen once')
  .meta({ uniqueItems: true });

const labelExtrasValue = translatableSchema(SHORT_TEXT_MAX);

/**
 * FoodLabelExtras keeps its wire form (behaviour.md#data): a JSON string of a translatable object. It must parse to
 * one; the string is stored as sent.
 */
export const labelExtrasSchema = z
  .string()
  .max(LONG_TEXT_MAX)
  .refine((text) => {
    try {
      return labelExtrasValue.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, 'a JSON string of a translatable object')
  // JSON Schema cannot read inside a string: its outer shape, the rest in words.
  .meta({
    pattern: '^[ \\t\\n\\r]*\\{[\\s\\S]*\\}[ \\t\\n\\r]*$',
    description: 'a JSON text of an object of texts keyed by language code, e.g. {"es":""}',
  });

/** Food & drink (27): a dish with its name, price, diet flags, allergens, image and extras label. */
export const food = defineBlock({
  key: 'food',
  id: 27,
  icon: 'mdi-food',
  group: 'foodDrink',
  guest: {
    FoodName: 'text',
    FoodIngredients: 'text',
    FoodNote: 'text',
    FoodPrice: 'keep',
    FoodVegan: 'keep',
    FoodVegetarian: 'keep',
    FoodNew: 'keep',
    FoodRecommended: 'keep',
    FoodSlowFood: 'keep',
    FoodAllergens: 'keep',
    FoodImage: 'keep',
    FoodLabelExtras: 'text',
    FoodOnlyOne: 'keep',
  },
  schema: z.strictObject({
    FoodName: shortText(),
    FoodIngredients: longText(),
    FoodNote: longText(),
    FoodPrice: priceSchema,
    FoodVegan: z.boolean(),
    FoodVegetarian: z.boolean(),
    FoodNew: z.boolean(),
    FoodRecommended: z.boolean(),
    FoodSlowFood: z.boolean(),
    FoodAllergens: allergenIdsSchema,
    FoodImage: urlSchema.nullable(),
    FoodLabelExtras: labelExtrasSchema,
    FoodOnlyOne: z.boolean(),
  }),
  defaults: ({ languages }) => ({
    FoodName: emptyTranslatable(languages),
    FoodIngredients: emptyTranslatable(languages),
    FoodNote: emptyTranslatable(languages),
    FoodPrice: null,
    FoodVegan: false,
    FoodVegetarian: false,
    FoodNew: false,
    FoodRecommended: false,
    FoodSlowFood: false,
    FoodAllergens: [],
    FoodImage: null,
    FoodLabelExtras: JSON.stringify(emptyTranslatable(languages)),
    FoodOnlyOne: false,
  }),
});
