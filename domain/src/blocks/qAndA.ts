import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { richText, shortText } from './fields.ts';

/** Q&A (63): a question and its rich-text answer. */
export const qAndA = defineBlock({
  key: 'qAndA',
  schema: z.strictObject({ QAndAQuestion: shortText(), QAndAAnswer: richText() }),
  defaults: ({ languages }) => ({
    QAndAQuestion: emptyTranslatable(languages),
    QAndAAnswer: emptyTranslatable(languages),
  }),
  htmlFields: ['QAndAAnswer'],
});
