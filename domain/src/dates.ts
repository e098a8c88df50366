import { z } from 'zod';
import { DATE_TEXT_PATTERN, isDateText } from './date-text.ts';

export { DATE_TEXT_PATTERN, isDateText };

const DATE_RULE = 'a real date YYYY-MM-DD (optionally with a valid time)';

/**
 * A date as isDateText reads it: its shape stated as a pattern, the calendar (no 2026-02-30) in
 * words, since JSON Schema cannot count a month's days.
 */
export const dateTextSchema = z
  .string()
  .max(40)
  .refine(isDateText, DATE_RULE)
  .meta({ pattern: DATE_TEXT_PATTERN, description: `${DATE_RULE}: a day the calendar has` });

/** A stored date (see isDateText), null until one is picked. */
export const dateSchema = dateTextSchema.nullable();
