import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';
import { activityTypeSchema } from './fields.ts';

/** Activity (13): the activity provider's list, of one type (0 = all) in four colours. */
export const activity = defineBlock({
  key: 'activity',
  id: 13,
  icon: 'mdi-run',
  group: 'integrations',
  exclusive: true,
  guest: keepAll(
    'TypeActivity',
    'ActivityPrimaryColor',
    'ActivitySecundaryColor',
    'ActivityColor',
    'ActivityDescriptionColor',
  ),
  schema: z.strictObject({
    TypeActivity: activityTypeSchema,
    ActivityPrimaryColor: colorSchema,
    ActivitySecundaryColor: colorSchema,
    ActivityColor: colorSchema,
    ActivityDescriptionColor: colorSchema,
  }),
  defaults: () => ({
    TypeActivity: 0,
    ActivityPrimaryColor: null,
    ActivitySecundaryColor: null,
    ActivityColor: null,
    ActivityDescriptionColor: null,
  }),
});
