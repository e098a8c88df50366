import { z } from 'zod';
import { defineBlock } from './block.ts';
import { formIconSchema } from './fields.ts';

/** Rcovid / COVID form (40): header only; FormIcon is stored with the form icon (behaviour.md#data). */
export const rcovid = defineBlock({
  key: 'rcovid',
  id: 40,
  icon: 'mdi-clipboard-pulse',
  group: 'forms',
  exclusive: true,
  guest: { FormIcon: 'keep' },
  schema: z.strictObject({ FormIcon: formIconSchema }),
  defaults: () => ({ FormIcon: 'mdi-file-document-edit' as const }),
});
