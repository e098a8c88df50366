import { z } from 'zod';
import { defineBlock } from './block.ts';

/** Parrilla / programme grid (22): header only; the guest app shows the TV programme grid. */
export const parrilla = defineBlock({
  key: 'parrilla',
  schema: z.strictObject({}),
  defaults: () => ({}),
});
