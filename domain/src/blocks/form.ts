import { z } from 'zod';
import { DAY_LIMIT_MINUTES } from '../timetable.ts';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { emailSchema, FORM_ICONS, formIconSchema, shortText } from './fields.ts';

export const FORM_LIMIT_MAX = 10_000;
/** Every 5 minutes of a day, and 24:00. */
export const TIMETABLE_DAY_MAX_ENTRIES = 289;

/** A time of the weekly timetable: hours 0–24, minutes 0–59, never past 24:00 (behaviour.md#validation). */
export const timeEntrySchema = z
  .strictObject({
    hours: z.number().int().min(0).max(24),
    minutes: z.number().int().min(0).max(59),
  })
  .refine((e) => e.hours * 60 + e.minutes <= DAY_LIMIT_MINUTES, 'not past 24:00');

const dayEntries = z.array(timeEntrySchema).max(TIMETABLE_DAY_MAX_ENTRIES).default([]);

/**
 * behaviour.md#data weekly timetable, days keyed '0'..'6'. Missing days (or a null timetable) read as empty: the
 * stored form always has all seven. Every day is checked against 24:00, day 0 too (docs/decisions.md).
 */
export const weeklyTimetableSchema = z.preprocess(
  (value) => (value === null ? {} : value),
  z.strictObject({
    0: dayEntries,
    1: dayEntries,
    2: dayEntries,
    3: dayEntries,
    4: dayEntries,
    5: dayEntries,
    6: dayEntries,
  }),
);

/**
 * Form (29): a request form sent to FormDestinationMail, with optional NIF, room number, date-time
 * (offered at the times of FormTimetable) and number of people (up to FormLimitNumberOfItem).
 * FormDestinationMail may be '' here: new blocks start without one, and 'required' is the editor's
 * rule (the save is refused by the editor, not by the schema).
 */
export const form = defineBlock({
  key: 'form',
  id: 29,
  icon: 'mdi-form-select',
  group: 'forms',
  guest: {
    FormIcon: 'keep',
    FormNIF: 'keep',
    FormRoomNumber: 'keep',
    FormDateTime: 'keep',
    FormTimetable: 'keep',
    FormNumberOfPeople: 'keep',
    FormLblNumberOfItem: 'text',
    FormLimitNumberOfItem: 'keep',
    FormTextBtn: 'text',
  },
  schema: z.strictObject({
    FormIcon: formIconSchema,
    FormDestinationMail: emailSchema,
    FormNIF: z.boolean(),
    FormRoomNumber: z.boolean(),
    FormDateTime: z.boolean(),
    FormTimetable: weeklyTimetableSchema,
    FormNumberOfPeople: z.boolean(),
    FormLblNumberOfItem: shortText(),
    /** null = no limit. */
    FormLimitNumberOfItem: z.number().int().min(0).max(FORM_LIMIT_MAX).nullable(),
    FormTextBtn: shortText(),
  }),
  defaults: ({ languages }) => ({
    FormIcon: FORM_ICONS[0],
    FormDestinationMail: '',
    FormNIF: false,
    FormRoomNumber: false,
    FormDateTime: false,
    FormTimetable: { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] },
    FormNumberOfPeople: false,
    FormLblNumberOfItem: emptyTranslatable(languages),
    FormLimitNumberOfItem: null,
    FormTextBtn: emptyTranslatable(languages),
  }),
});
