import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock } from './block.ts';
import { activityTypeSchema } from './fields.ts';

/** Show (19): the shows service's list, of one show type (0 = all) in four colours. */
export const show = defineBlock({
  key: 'show',
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
