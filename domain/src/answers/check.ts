import { isDateText } from '../date-text.ts';
import { localTimeIn } from '../local-time.ts';
import type { Weekday } from '../timetable.ts';
import { ANSWER_LIMITS, type AnswerBlock, type AnswerField, answerFieldsOf } from './fields.ts';

// No zod here, on purpose: the guest app checks a guest's answer with these rules before sending
// it (its first load has a 100 kB budget), and the server's schemas (./schema.ts) call the same
// ones, so both refuse exactly the same answers (answers.test.ts checks them side by side).

/** What judging a date-time needs: the moment of the answer and the venue's time zone. */
export type AnswerContext = { readonly now: Date; readonly timeZone: string };

/** Why a value is refused, as a code a view words in the guest's language. */
export type AnswerProblem =
  | 'required'
  | 'tooLong'
  | 'control'
  | 'contact'
  | 'dateTime'
  | 'notOffered'
  | 'past'
  | 'tooFar'
  | 'number'
  | 'integer'
  | 'tooLow'
  | 'tooHigh'
  | 'choice';

/** zod's e-mail pattern (`z.regexes.email`, the one `z.email()` checks with), copied. */
export const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9 ().-]+$/;

/** An e-mail address, or a phone number: digits with spaces, dots, dashes, brackets, a leading +. */
export const isContact = (value: string): boolean => {
  if (EMAIL.test(value)) return true;
  if (!PHONE.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= ANSWER_LIMITS.phoneDigitsMin && digits <= ANSWER_LIMITS.phoneDigitsMax;
};

// Control characters have no place in a name or a room; a message may hold line breaks and tabs.
const BREAKS = new Set(['\n', '\r', '\t']);
const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};
/** Whether `value` holds a control character (line breaks and tabs allowed when `breaks`). */
export const hasControl = (value: string, breaks: boolean): boolean =>
  [...value].some((char) => isControl(char) && !(breaks && BREAKS.has(char)));

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

type DateTimeField = Extract<AnswerField, { kind: 'dateTime' }>;

/** The weekday (0 = Sunday) of a 'YYYY-MM-DD' date, whatever the time zone. */
export const weekdayOf = (date: string): Weekday =>
  new Date(Date.parse(`${date}T00:00:00Z`)).getUTCDay() as Weekday;

/** 'YYYY-MM-DD' `days` after `date`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The days a guest may pick, on the venue's wall clock: from today to `daysAhead` days ahead.
 * `today` is also the day whose past times are not offered.
 */
export const dateRangeOf = (field: DateTimeField, ctx: AnswerContext) => {
  const today = localTimeIn(ctx.now, ctx.timeZone);
  return {
    today: today.date,
    nowMinutes: today.minutes,
    last: addDays(today.date, field.daysAhead),
  };
};

/** The times (minutes after midnight) a guest may pick on `date`: that weekday's, none past. */
export const timesOn = (field: DateTimeField, date: string, ctx: AnswerContext): number[] => {
  if (!isDateText(date) || date.length !== 10) return [];
  const { today, nowMinutes, last } = dateRangeOf(field, ctx);
  if (date < today || date > last) return [];
  const times = field.times[weekdayOf(date)];
  return date === today ? times.filter((m) => m >= nowMinutes) : [...times];
};

/**
 * Why a requested 'YYYY-MM-DDTHH:MM' (the venue's wall clock) is refused, or null when it is one of
 * the times offered on its weekday, not past and not more than `daysAhead` days ahead.
 */
export const dateTimeIssue = (
  value: string,
  field: DateTimeField,
  ctx: AnswerContext,
): 'dateTime' | 'notOffered' | 'past' | 'tooFar' | null => {
  const match = DATE_TIME.exec(value);
  if (!match || !isDateText(value)) return 'dateTime';
  const date = value.slice(0, 10);
  const minutes = Number(match[4]) * 60 + Number(match[5]);
  if (!field.times[weekdayOf(date)].includes(minutes)) return 'notOffered';
  const today = localTimeIn(ctx.now, ctx.timeZone);
  const ahead = dayNumber(date) - dayNumber(today.date);
  if (ahead < 0 || (ahead === 0 && minutes < today.minutes)) return 'past';
  if (ahead > field.daysAhead) return 'tooFar';
  return null;
};

const textProblem = (
  value: unknown,
  max: number,
  required: boolean,
  breaks: boolean,
): AnswerProblem | null => {
  if (typeof value !== 'string') return 'required';
  if (value.length > max * 2) return 'tooLong';
  const trimmed = value.trim();
  if (required && trimmed === '') return 'required';
  if (trimmed.length > max) return 'tooLong';
  return hasControl(trimmed, breaks) ? 'control' : null;
};

const numberProblem = (
  value: unknown,
  min: number,
  max: number,
  integer: boolean,
): AnswerProblem | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'number';
  if (integer && !Number.isInteger(value)) return 'integer';
  if (value < min) return 'tooLow';
  if (value > max) return 'tooHigh';
  return null;
};

const choiceProblem = (
  value: unknown,
  field: Extract<AnswerField, { kind: 'choice' }>,
): AnswerProblem | null => {
  if (!Array.isArray(value) || value.length === 0) return 'required';
  const ids = new Set(field.options.map((o) => o.id));
  if (value.some((id) => typeof id !== 'string' || !ids.has(id))) return 'choice';
  if (value.length > (field.single ? 1 : Math.max(ids.size, 1))) return 'choice';
  return new Set(value).size === value.length ? null : 'choice';
};

/**
 * Why the value of `field` is refused, or null when it is accepted; `undefined` is a value left
 * out (a problem only for a required field). The rules of docs/api.md "Guest answers".
 */
export const fieldProblem = (
  field: AnswerField,
  value: unknown,
  ctx: AnswerContext,
): AnswerProblem | null => {
  if (value === undefined) return field.required ? 'required' : null;
  switch (field.kind) {
    case 'text':
      return textProblem(value, field.maxLength, field.required, false);
    case 'longText':
      return textProblem(value, field.maxLength, field.required, true);
    case 'contact': {
      const problem = textProblem(value, field.maxLength, true, false);
      return problem ?? (isContact((value as string).trim()) ? null : 'contact');
    }
    case 'dateTime':
      if (typeof value !== 'string' || value.length > 16) return 'dateTime';
      return dateTimeIssue(value, field, ctx);
    case 'number':
      return numberProblem(value, field.min, field.max, field.integer);
    case 'rating':
      return numberProblem(value, field.min, field.max, true);
    case 'choice':
      return choiceProblem(value, field);
  }
};

/** What is wrong with a whole answer: each refused field, and a poll answered not at all. */
export type AnswerCheck = {
  readonly fields: Readonly<Record<string, AnswerProblem>>;
  /** True when the block needs at least one answer and got none (a poll). */
  readonly empty: boolean;
};

/** Every problem of `answers` for `block` (an empty `fields` and `empty` false: accepted). */
export const checkAnswers = (
  block: AnswerBlock,
  answers: Readonly<Record<string, unknown>>,
  ctx: AnswerContext,
): AnswerCheck => {
  const fields: Record<string, AnswerProblem> = {};
  for (const field of answerFieldsOf(block)) {
    const problem = fieldProblem(field, answers[field.id], ctx);
    if (problem) fields[field.id] = problem;
  }
  return { fields, empty: block.key === 'poll' && Object.keys(answers).length === 0 };
};

/** Whether `checkAnswers` found nothing to refuse. */
export const isAccepted = (check: AnswerCheck): boolean =>
  !check.empty && Object.keys(check.fields).length === 0;
