import { z } from 'zod';
import { defineBlock } from './block.ts';

/** Property (24): behaviour.md#blocks shows no fields, so none are stored (docs/decisions.md). */
export const property = defineBlock({
  key: 'property',
  schema: z.strictObject({}),
  defaults: () => ({}),
});
