import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { defineBlock } from './block.ts';

export const image = defineBlock({
  key: 'image',
  id: 4,
  icon: 'mdi-image',
  group: 'textMedia',
  guest: { Image: 'keep' },
  schema: z.strictObject({ Image: urlSchema.nullable() }),
  defaults: () => ({ Image: null }),
});
