import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock } from './block.ts';

/** Activities CM / booking activities (48): the bookable activities in six colours. */
export const bookingActivities = defineBlock({
  key: 'bookingActivities',
  schema: z.strictObject({
    BookingActTypeColor: colorSchema,
    BookingActWeekPrimaryColor: colorSchema,
    BookingActWeekSecondaryColor: colorSchema,
    BookingActContentColor: colorSchema,
    BookingActTitleColor: colorSchema,
    BookingActTimeColor: colorSchema,
  }),
  defaults: () => ({
    BookingActTypeColor: null,
    BookingActWeekPrimaryColor: null,
    BookingActWeekSecondaryColor: null,
    BookingActContentColor: null,
    BookingActTitleColor: null,
    BookingActTimeColor: null,
  }),
});
