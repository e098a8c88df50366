import { z } from 'zod';
import { defineBlock } from './block.ts';
import { plainText } from './fields.ts';

/** Facebook (12): the page whose feed is shown. */
export const facebook = defineBlock({
  key: 'facebook',
  id: 12,
  icon: 'mdi-facebook',
  group: 'textMedia',
  guest: { FacebookAccount: 'plain' },
  schema: z.strictObject({ FacebookAccount: plainText() }),
  defaults: () => ({ FacebookAccount: '' }),
});
