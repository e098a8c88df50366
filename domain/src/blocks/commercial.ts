import { z } from 'zod';
import { defineBlock } from './block.ts';

/** Commercial (25): header only; the guest app shows the enterprise's commercial offers. */
export const commercial = defineBlock({
  key: 'commercial',
  schema: z.strictObject({}),
  defaults: () => ({}),
});
