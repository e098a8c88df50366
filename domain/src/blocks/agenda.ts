import { z } from 'zod';
import { defineBlock } from './block.ts';

/** Agenda (21): header only; the guest app lists the enterprise's agenda. */
export const agenda = defineBlock({
  key: 'agenda',
  schema: z.strictObject({}),
  defaults: () => ({}),
});
