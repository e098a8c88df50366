import { bookingActivities } from './bookingActivities.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(bookingActivities, {
  wrongTypes: [
    ['BookingActTypeColor', 'red'],
    ['BookingActWeekPrimaryColor', 1],
    ['BookingActWeekSecondaryColor', '#12345'],
    ['BookingActContentColor', true],
    ['BookingActTitleColor', 'fff'],
    ['BookingActTimeColor', {}],
  ],
  bounds: [['BookingActTimeColor', '#123456', '#1234567']],
});
