import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';
import { activityTypeSchema } from './fields.ts';

/** Show (19): the shows service's list, of one show type (0 = all) in four colours. */
export const show = defineBlock({
  key: 'show',
  id: 19,
  icon: 'mdi-drama-masks',
  group: 'integrations',
  exclusive: true,
  guest: keepAll(
    'TypeShow',
    'ShowPrimaryColor',
    'ShowSecundaryColor',
    'ShowColor',
    'ShowDescriptionColor',
  ),
  schema: z.strictObject({
    TypeShow: activityTypeSchema,
    ShowPrimaryColor: colorSchema,
    ShowSecundaryColor: colorSchema,
    ShowColor: colorSchema,
    ShowDescriptionColor: colorSchema,
  }),
  defaults: () => ({
    TypeShow: 0,
    ShowPrimaryColor: null,
    ShowSecundaryColor: null,
    ShowColor: null,
    ShowDescriptionColor: null,
  }),
});
