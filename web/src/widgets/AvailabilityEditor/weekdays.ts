/** Locale keys by stored day number: Sunday = 0, Monday..Saturday = 1..6 (behaviour.md#limits). */
export const weekdayKeys = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
