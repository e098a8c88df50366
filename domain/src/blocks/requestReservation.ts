import { z } from 'zod';
import { defineBlock } from './block.ts';

/** Request reservation (58): header only. */
export const requestReservation = defineBlock({
  key: 'requestReservation',
  schema: z.strictObject({}),
  defaults: () => ({}),
});
