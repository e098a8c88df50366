import { z } from 'zod';
import {
  type AnswerContext,
  type AnswerProblem,
  dateTimeIssue,
  hasControl,
  isContact,
} from './check.ts';
import {
  type AnswerField,
  type AnswerKey,
  type answerBlocks,
  type FormSource,
  formFields,
  type PollSource,
  pollFields,
} from './fields.ts';

export type { AnswerContext };
export { isContact };

const text = (max: number, required: boolean, breaks: boolean) =>
  z
    .string()
    .max(max * 2)
    .trim()
    .min(required ? 1 : 0, 'required')
    .max(max)
    .refine((value) => !hasControl(value, breaks), 'control characters');

/** The server's words for a date-time refused (400 messages stay as they were). */
const DATE_TIME_MESSAGES: Partial<Record<AnswerProblem, (days: number) => string>> = {
  dateTime: () => 'a date and time YYYY-MM-DDTHH:MM',
  notOffered: () => 'not a time offered that day',
  past: () => 'in the past',
  tooFar: (days) => `more than ${days} days ahead`,
};

/**
 * Why a requested 'YYYY-MM-DDTHH:MM' (the venue's wall clock) is refused, in words, or null when it
 * is one of the times offered on its weekday, not past and not more than `daysAhead` days ahead.
 */
export const dateTimeProblem = (
  value: string,
  field: Extract<AnswerField, { kind: 'dateTime' }>,
  ctx: AnswerContext,
): string | null => {
  const issue = dateTimeIssue(value, field, ctx);
  return issue === null ? null : (DATE_TIME_MESSAGES[issue]?.(field.daysAhead) ?? issue);
};

/** The zod schema of one field's value, from its plain description. */
export const fieldSchema = (field: AnswerField, ctx: AnswerContext): z.ZodType => {
  switch (field.kind) {
    case 'text':
      return text(field.maxLength, field.required, false);
    case 'longText':
      return text(field.maxLength, field.required, true);
    case 'contact':
      return text(field.maxLength, true, false).refine(isContact, 'an e-mail address or a phone');
    case 'dateTime':
      return z
        .string()
        .max(16)
        .superRefine((value, check) => {
          const problem = dateTimeProblem(value, field, ctx);
          if (problem) check.addIssue({ code: 'custom', message: problem });
        });
    case 'number': {
      const n = z.number().min(field.min).max(field.max);
      return field.integer ? n.int() : n;
    }
    case 'rating':
      return z.number().int().min(field.min).max(field.max);
    case 'choice': {
      const ids = new Set(field.options.map((o) => o.id));
      return z
        .array(z.string().refine((id) => ids.has(id), 'not one of the answers'))
        .min(1, 'pick an answer')
        .max(field.single ? 1 : Math.max(ids.size, 1), field.single ? 'pick one' : 'too many')
        .refine((picked) => new Set(picked).size === picked.length, 'an answer picked twice');
    }
  }
};

/** A strict object of the fields: a key the block does not ask for is refused, naming it. */
const objectOf = (fields: readonly AnswerField[], ctx: AnswerContext) =>
  z.strictObject(
    Object.fromEntries(
      fields.map((field) => {
        const schema = fieldSchema(field, ctx);
        return [field.id, field.required ? schema : schema.optional()];
      }),
    ),
  );

/**
 * A form's answer: Name and Contact always; NIF, Room, DateTime, People exactly when the block asks
 * for them; Message optional. Strings are trimmed.
 */
export const formAnswerSchema = (data: FormSource, ctx: AnswerContext) =>
  objectOf(formFields(data), ctx);

/**
 * A poll's answer: question id → option ids (a selection; single: exactly one), a rating 1–5, or a
 * number within the question's min/max. Questions may be left out, but not all; an unknown
 * question id is refused, naming it.
 */
export const pollAnswerSchema = (data: PollSource, ctx: AnswerContext) =>
  objectOf(pollFields(data), ctx).refine((answers) => Object.keys(answers).length > 0, {
    message: 'answer at least one question',
  });

/** One schema builder per type that takes answers; typed over answerBlocks' keys. */
export const answerSchemas: {
  readonly [K in AnswerKey]: (
    data: Parameters<(typeof answerBlocks)[K]['fieldsOf']>[0],
    ctx: AnswerContext,
  ) => z.ZodType<Record<string, unknown>>;
} = {
  form: formAnswerSchema,
  poll: pollAnswerSchema,
};

/** The answer schema of a block that takes answers, from its stored data. */
export const answerSchemaOf = <K extends AnswerKey>(
  key: K,
  data: Parameters<(typeof answerBlocks)[K]['fieldsOf']>[0],
  ctx: AnswerContext,
): z.ZodType<Record<string, unknown>> =>
  (answerSchemas[key] as (d: typeof data, c: AnswerContext) => z.ZodType<Record<string, unknown>>)(
    data,
    ctx,
  );
