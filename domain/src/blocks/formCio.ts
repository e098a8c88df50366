import { z } from 'zod';
import { defineBlock, keepAll } from './block.ts';
import { formIconSchema, pickedIdSchema } from './fields.ts';

/** Form (formCio, 54): one of the enterprise's forms (FormCioFieldsConfig is its id), with an icon. */
export const formCio = defineBlock({
  key: 'formCio',
  id: 54,
  icon: 'mdi-form-textbox',
  group: 'forms',
  exclusive: true,
  guest: keepAll('FormCioFieldsConfig', 'FormIcon'),
  schema: z.strictObject({ FormCioFieldsConfig: pickedIdSchema, FormIcon: formIconSchema }),
  defaults: () => ({ FormCioFieldsConfig: null, FormIcon: 'mdi-file-document-edit' as const }),
});
