import { z } from 'zod';
import { defineBlock } from './block.ts';

/** External integration (65, a free id): header only. */
export const externalIntegration = defineBlock({
  key: 'externalIntegration',
  schema: z.strictObject({}),
  defaults: () => ({}),
});
