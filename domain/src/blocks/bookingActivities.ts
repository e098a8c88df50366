import { z } from 'zod';
import { colorSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';

/** Activities CM / booking activities (48): the bookable activities in six colours. */
export const bookingActivities = defineBlock({
  key: 'bookingActivities',
  id: 48,
  icon: 'mdi-calendar-check',
  group: 'integrations',
  exclusive: true,
  guest: keepAll(
    'BookingActTypeColor',
    'BookingActWeekPrimaryColor',
    'BookingActWeekSecondaryColor',
    'BookingActContentColor',
    'BookingActTitleColor',
    'BookingActTimeColor',
  ),
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
