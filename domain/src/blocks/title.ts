import { z } from 'zod';
import { emptyTranslatable, translatableSchema } from '../translatable.ts';
import { defineBlock } from './block.ts';

export const title = defineBlock({
  key: 'title',
  id: 2,
  icon: 'mdi-format-title',
  group: 'textMedia',
  guest: { Title: 'text' },
  schema: z.strictObject({ Title: translatableSchema(500) }),
  defaults: ({ languages }) => ({ Title: emptyTranslatable(languages) }),
});
