import type { Weekday } from '@carta/domain/timetable';
import type { TFunction } from 'i18next';

/** Sunday = 0 … Saturday = 6, the same numbering as availability (behaviour.md#limits). */
export const dayName = (t: TFunction, day: Weekday): string =>
  t(`widgets.WeeklySchedule.days.${day}`);

export const shortDayName = (t: TFunction, day: Weekday): string =>
  t(`widgets.WeeklySchedule.shortDays.${day}`);
