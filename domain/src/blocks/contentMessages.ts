import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock } from './block.ts';

/** Content messages (55): the enterprise's messages, titles and descriptions in their colours. */
export const contentMessages = defineBlock({
  key: 'contentMessages',
  schema: z.strictObject({
    DviewcontentMessagesTitleColor: colorSchema,
    DviewcontentMessagesDescriptionColor: colorSchema,
  }),
  defaults: () => ({
    DviewcontentMessagesTitleColor: null,
    DviewcontentMessagesDescriptionColor: null,
  }),
});
