import { z } from 'zod';
import { defineBlock } from './block.ts';

/** Servatur (56): not shown in behaviour.md#blocks; no fields of its own. */
export const servatur = defineBlock({
  key: 'servatur',
  schema: z.strictObject({}),
  defaults: () => ({}),
});
