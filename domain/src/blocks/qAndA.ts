import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { richText, shortText } from './fields.ts';

/** Q&A (63): a question and its rich-text answer. */
export const qAndA = defineBlock({
  key: 'qAndA',
  id: 63,
  icon: 'mdi-frequently-asked-questions',
  group: 'information',
  guest: { QAndAQuestion: 'text', QAndAAnswer: 'html' },
  schema: z.strictObject({ QAndAQuestion: shortText(), QAndAAnswer: richText() }),
  defaults: ({ languages }) => ({
    QAndAQuestion: emptyTranslatable(languages),
    QAndAAnswer: emptyTranslatable(languages),
  }),
  htmlFields: ['QAndAAnswer'],
});
