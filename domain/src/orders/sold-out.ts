import { z } from 'zod';
import { nextDayChange } from './service-day.ts';
import { instantSchema } from './settings.ts';

/**
 * A dish or an extra that ran out ("86"): until a time, until the venue's day changes, or until
 * staff say it is back (Until null).
 */
export const soldOutInputSchema = z.strictObject({
  SoldOut: z.boolean(),
  Until: z
    .union([z.literal('end-of-day'), instantSchema])
    .nullable()
    .optional(),
});
export type SoldOutInput = z.infer<typeof soldOutInputSchema>;

/** The instant a sold-out mark ends (ISO), or null when only staff end it. */
export const soldOutEndOf = (
  until: SoldOutInput['Until'],
  at: Date,
  timeZone: string,
  dayChangeMinutes: number,
): string | null => {
  if (until === 'end-of-day') return nextDayChange(at, timeZone, dayChangeMinutes).toISOString();
  return until ? new Date(until).toISOString() : null;
};

/** Whether a stored mark still holds at `at`: a mark whose end has passed is gone by itself. */
export const isSoldOutAt = (mark: { readonly Until: string | null } | undefined, at: Date) =>
  mark !== undefined && (mark.Until === null || Date.parse(mark.Until) > at.getTime());

/** The message of a KO answer for a dish that ran out, naming it. */
export const soldOutMessage = (name: string): string => `Agotado: ${name}.`;
