import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';

/** Content messages (55): the enterprise's messages, titles and descriptions in their colours. */
export const contentMessages = defineBlock({
  key: 'contentMessages',
  id: 55,
  icon: 'mdi-message-text',
  group: 'integrations',
  exclusive: true,
  guest: keepAll('DviewcontentMessagesTitleColor', 'DviewcontentMessagesDescriptionColor'),
  schema: z.strictObject({
    DviewcontentMessagesTitleColor: colorSchema,
    DviewcontentMessagesDescriptionColor: colorSchema,
  }),
  defaults: () => ({
    DviewcontentMessagesTitleColor: null,
    DviewcontentMessagesDescriptionColor: null,
  }),
});
