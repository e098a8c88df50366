import { z } from 'zod';
import { isDateText } from './date-text.ts';

export { isDateText };

/** A stored date (see isDateText), null until one is picked. */
export const dateSchema = z
  .string()
  .max(40)
  .refine(isDateText, 'a real date YYYY-MM-DD (optionally with a valid time)')
  .nullable();
