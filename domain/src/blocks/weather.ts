import { z } from 'zod';
import { defineBlock } from './block.ts';

/** Weather (9): header only; the guest app shows the forecast of the enterprise's location. */
export const weather = defineBlock({
  key: 'weather',
  schema: z.strictObject({}),
  defaults: () => ({}),
});
