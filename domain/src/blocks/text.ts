import { z } from 'zod';
import { emptyTranslatable, translatableSchema } from '../translatable.ts';
import { defineBlock } from './block.ts';

export const text = defineBlock({
  key: 'text',
  id: 16,
  icon: 'mdi-text',
  group: 'textMedia',
  guest: { Text: 'html' },
  schema: z.strictObject({ Text: translatableSchema(100_000) }),
  defaults: ({ languages }) => ({ Text: emptyTranslatable(languages) }),
  htmlFields: ['Text'],
});
