import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { longText, plainText, shortText } from './fields.ts';

/** Product / service (30): name, description, a free-text price ('desde 20 €'), image. */
export const product = defineBlock({
  key: 'product',
  id: 30,
  icon: 'mdi-tag',
  group: 'foodDrink',
  guest: {
    ProductName: 'text',
    ProductDescription: 'text',
    ProductNote: 'text',
    ProductPrice: 'plain',
    ProductPromotion: 'keep',
    ProductImage: 'keep',
  },
  schema: z.strictObject({
    ProductName: shortText(),
    ProductDescription: longText(),
    ProductNote: longText(),
    ProductPrice: plainText(100),
    ProductPromotion: z.boolean(),
    ProductImage: urlSchema.nullable(),
  }),
  defaults: ({ languages }) => ({
    ProductName: emptyTranslatable(languages),
    ProductDescription: emptyTranslatable(languages),
    ProductNote: emptyTranslatable(languages),
    ProductPrice: '',
    ProductPromotion: false,
    ProductImage: null,
  }),
});
