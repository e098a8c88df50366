import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';

/** Dfiles / files dropdown (39): the enterprise's files in a dropdown of two colours. */
export const dfiles = defineBlock({
  key: 'dfiles',
  id: 39,
  icon: 'mdi-folder-download',
  group: 'information',
  guest: keepAll('DropdownButtonBGColor', 'DropdownButtonTextColor'),
  schema: z.strictObject({
    DropdownButtonBGColor: colorSchema,
    DropdownButtonTextColor: colorSchema,
  }),
  defaults: () => ({ DropdownButtonBGColor: null, DropdownButtonTextColor: null }),
});
