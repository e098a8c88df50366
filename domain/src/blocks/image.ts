import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { defineBlock } from './block.ts';

export const image = defineBlock({
  key: 'image',
  schema: z.strictObject({ Image: urlSchema.nullable() }),
  defaults: () => ({ Image: null }),
});
