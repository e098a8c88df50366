import type { AnswerProblem } from '@carta/domain/answers/check';
import type { AnswerField } from '@carta/domain/answers/fields';
import type { AnswerLabels } from './labels.ts';

/**
 * What a guest has typed so far, by field id: text as typed (numbers too, so "2," stays on screen),
 * chosen option ids, and a date-time as 'YYYY-MM-DDTHH:MM' with either part possibly empty.
 */
export type Draft = Readonly<Record<string, string | readonly string[]>>;

/** A problem found here, or a field the server refused for a reason the app did not foresee. */
export type ShownProblem = AnswerProblem | 'refused';

const textOf = (value: Draft[string] | undefined): string =>
  typeof value === 'string' ? value : '';

/** The day and time parts of a drafted date-time ('' when not chosen yet). */
export const splitDateTime = (value: Draft[string] | undefined) => {
  const [date = '', time = ''] = textOf(value).split('T');
  return { date, time };
};

export const joinDateTime = (date: string, time: string) => `${date}T${time}`;

/** 'HH:MM' for minutes after midnight. */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A typed number: a decimal comma is a point (es, de, fr keyboards); NaN when it is not one. */
export const parseNumber = (text: string): number => {
  const plain = text.trim().replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
};

/**
 * The answer body for the server from a draft: trimmed texts, numbers, option ids. What is empty
 * is left out (the checks then call a required field missing).
 */
export const answersOf = (
  fields: readonly AnswerField[],
  draft: Draft,
): Record<string, unknown> => {
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    const value = draft[field.id];
    if (field.kind === 'choice') {
      if (Array.isArray(value) && value.length > 0) answers[field.id] = [...value];
      continue;
    }
    const text = textOf(value).trim();
    if (field.kind === 'dateTime') {
      const { date, time } = splitDateTime(value);
      if (date && time) answers[field.id] = joinDateTime(date, time);
    } else if (text === '') {
      // Left out: optional, or missing.
    } else if (field.kind === 'number' || field.kind === 'rating') {
      answers[field.id] = parseNumber(text);
    } else {
      answers[field.id] = text;
    }
  }
  return answers;
};

/** The field a server 400 names (`Answers.Name`, `Answers.<question>.0`), or null. */
export const fieldOfServerPath = (path: string): string | null => {
  const [root, id] = path.split('.');
  return root === 'Answers' && id ? id : null;
};

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** The sentence shown under a field for its problem, in the guest's language. */
export const problemText = (problem: ShownProblem, field: AnswerField, t: AnswerLabels): string => {
  if (problem === 'required') {
    if (field.kind === 'dateTime') return t.dateTime;
    return field.kind === 'choice' || field.kind === 'rating' ? t.pickOne : t.required;
  }
  const limits = {
    max: 'maxLength' in field ? field.maxLength : 'max' in field ? field.max : 0,
    min: 'min' in field ? field.min : 0,
  };
  return fill(t[problem], limits);
};
