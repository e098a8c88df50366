import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { shortText } from './fields.ts';

/** Dropdown button (38): a button text in two colours (without the old editor's stray '11111'). */
export const dropdownButton = defineBlock({
  key: 'dropdownButton',
  id: 38,
  icon: 'mdi-menu-down-outline',
  group: 'information',
  guest: {
    DropdownButtonTitle: 'text',
    DropdownButtonBGColor: 'keep',
    DropdownButtonTextColor: 'keep',
  },
  schema: z.strictObject({
    DropdownButtonTitle: shortText(),
    DropdownButtonBGColor: colorSchema,
    DropdownButtonTextColor: colorSchema,
  }),
  defaults: ({ languages }) => ({
    DropdownButtonTitle: emptyTranslatable(languages),
    DropdownButtonBGColor: null,
    DropdownButtonTextColor: null,
  }),
});
