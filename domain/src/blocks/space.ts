import { z } from 'zod';
import { defineBlock } from './block.ts';

export const SPACE_MAX = 1000;

export const space = defineBlock({
  key: 'space',
  id: 3,
  icon: 'mdi-arrow-expand-vertical',
  group: 'textMedia',
  guest: { Size: 'keep' },
  schema: z.strictObject({ Size: z.number().int().min(0).max(SPACE_MAX) }),
  defaults: () => ({ Size: 20 }),
});
