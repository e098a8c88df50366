import { z } from 'zod';
import { defineBlock } from './block.ts';

/** Check-in (62): header only. */
export const checkIn = defineBlock({
  key: 'checkIn',
  schema: z.strictObject({}),
  defaults: () => ({}),
});
