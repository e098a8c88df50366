import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';
import { pickedIdSchema } from './fields.ts';

/** Weekly menu CM (51): a weekly-menu content shown in four colours. */
export const weeklyMenu = defineBlock({
  key: 'weeklyMenu',
  id: 51,
  icon: 'mdi-calendar-week',
  group: 'foodDrink',
  exclusive: true,
  guest: keepAll(
    'WeeklyMenuContentID',
    'WeeklyMenuWeekColor1',
    'WeeklyMenuWeekColor2',
    'WeeklyMenuColor1',
    'WeeklyMenuColor2',
  ),
  schema: z.strictObject({
    WeeklyMenuContentID: pickedIdSchema,
    WeeklyMenuWeekColor1: colorSchema,
    WeeklyMenuWeekColor2: colorSchema,
    WeeklyMenuColor1: colorSchema,
    WeeklyMenuColor2: colorSchema,
  }),
  defaults: () => ({
    WeeklyMenuContentID: null,
    WeeklyMenuWeekColor1: null,
    WeeklyMenuWeekColor2: null,
    WeeklyMenuColor1: null,
    WeeklyMenuColor2: null,
  }),
});
