import { z } from 'zod';
import { defineBlock } from './block.ts';
import { plainText } from './fields.ts';

/** Queue (26): the id of the queue shown, as typed in its text field. */
export const queue = defineBlock({
  key: 'queue',
  id: 26,
  icon: 'mdi-human-queue',
  group: 'integrations',
  exclusive: true,
  guest: { QueueID: 'keep' },
  schema: z.strictObject({ QueueID: plainText(100) }),
  defaults: () => ({ QueueID: '' }),
});
