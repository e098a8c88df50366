import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { colorOrNull, shortText } from './fields.ts';

/** behaviour.md#limits text alignments. */
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
/** The size multiplier's range: the buttons stop at these. */
export const SIZE_MULT_MIN = 1;
export const SIZE_MULT_MAX = 10;

/** Simple text (64, a free id): a styled line of text. */
export const simpleText = defineBlock({
  key: 'simpleText',
  id: 64,
  icon: 'mdi-format-text',
  group: 'textMedia',
  guest: { Title: 'text', Style: 'keep' },
  schema: z.strictObject({
    Title: shortText(),
    Style: z.strictObject({
      TextAlign: z.enum(TEXT_ALIGNMENTS),
      SizeMult: z.number().int().min(SIZE_MULT_MIN).max(SIZE_MULT_MAX),
      ToUpperCase: z.boolean(),
      TextColor: colorSchema,
    }),
  }),
  // behaviour.md#blocks: the text colour defaults to the workspace's colour (the enterprise BGColor of the context).
  defaults: ({ languages, bgColor }) => ({
    Title: emptyTranslatable(languages),
    Style: {
      TextAlign: 'left' as const,
      SizeMult: 1,
      ToUpperCase: false,
      TextColor: colorOrNull(bgColor),
    },
  }),
});
