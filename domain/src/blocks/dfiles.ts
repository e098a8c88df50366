import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock } from './block.ts';

/** Dfiles / files dropdown (39): the enterprise's files in a dropdown of two colours. */
export const dfiles = defineBlock({
  key: 'dfiles',
  schema: z.strictObject({
    DropdownButtonBGColor: colorSchema,
    DropdownButtonTextColor: colorSchema,
  }),
  defaults: () => ({ DropdownButtonBGColor: null, DropdownButtonTextColor: null }),
});
