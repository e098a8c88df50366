import { z } from 'zod';
import { defineBlock } from './block.ts';
import { plainText } from './fields.ts';

/** Twitter / social feed (11): the account whose feed is shown. */
export const twitter = defineBlock({
  key: 'twitter',
  id: 11,
  icon: 'mdi-twitter',
  group: 'textMedia',
  guest: { TwitterAccount: 'plain' },
  schema: z.strictObject({ TwitterAccount: plainText() }),
  defaults: () => ({ TwitterAccount: '' }),
});
