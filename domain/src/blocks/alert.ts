import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { longText } from './fields.ts';

/** behaviour.md#data Alert icons; '' shows none. */
export const ALERT_ICONS = [
  'mdi-information',
  'mdi-alert',
  'mdi-help-circle',
  'mdi-check-circle',
  'mdi-email',
  'mdi-clock',
  '',
] as const;

/** Alert (6): an icon, a translatable text and a colour. */
export const alert = defineBlock({
  key: 'alert',
  id: 6,
  icon: 'mdi-alert',
  group: 'information',
  guest: { Icon: 'keep', AlertText: 'text', Color: 'keep' },
  schema: z.strictObject({
    Icon: z.enum(ALERT_ICONS),
    AlertText: longText(),
    Color: colorSchema,
  }),
  defaults: ({ languages }) => ({
    Icon: 'mdi-information' as const,
    AlertText: emptyTranslatable(languages),
    Color: null,
  }),
});
