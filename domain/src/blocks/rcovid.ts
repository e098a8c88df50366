import { z } from 'zod';
import { defineBlock } from './block.ts';
import { formIconSchema } from './fields.ts';

/** Rcovid / COVID form (40): header only; FormIcon is stored with the form icon (behaviour.md#data). */
export const rcovid = defineBlock({
  key: 'rcovid',
  schema: z.strictObject({ FormIcon: formIconSchema }),
  defaults: () => ({ FormIcon: 'mdi-file-document-edit' as const }),
});
