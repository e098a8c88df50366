import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blocks } from '../blocks/index.ts';
import { CTX } from '../blocks/test-helpers.ts';
import {
  type AnswerContext,
  checkAnswers,
  dateRangeOf,
  EMAIL,
  fieldProblem,
  isAccepted,
  timesOn,
  weekdayOf,
} from './check.ts';
import { type AnswerField, answerFieldsOf, formFields } from './fields.ts';
import { answerSchemaOf, fieldSchema } from './schema.ts';

/** Wednesday 2026-12-02, 10:00 in Madrid (09:00 UTC). */
const ctx: AnswerContext = { now: new Date('2026-12-02T09:00:00Z'), timeZone: 'Europe/Madrid' };

const form = (patch: Record<string, unknown> = {}) => ({ ...blocks.form.defaults(CTX), ...patch });
const fieldOf = (patch: Record<string, unknown>, id: string) => {
  const field = formFields(form(patch)).find((f) => f.id === id);
  if (!field) throw new Error(id);
  return field;
};

const h = (hours: number, minutes = 0) => ({ hours, minutes });
/** Wednesdays 13:30 and 21:00 and Tuesday until 24:00 (so Wednesday 00:00). */
const TIMED = {
  FormDateTime: true,
  FormTimetable: { 2: [h(20), h(24)], 3: [h(13, 30), h(21)] },
};
const dateTime = fieldOf(TIMED, 'DateTime') as Extract<AnswerField, { kind: 'dateTime' }>;

const rating: AnswerField = {
  kind: 'rating',
  id: 'r',
  label: null,
  required: false,
  min: 1,
  max: 5,
};
const choice = (single: boolean): AnswerField => ({
  kind: 'choice',
  id: 'c',
  label: null,
  required: false,
  single,
  options: [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
  ],
});
const decimal: AnswerField = {
  kind: 'number',
  id: 'n',
  label: null,
  required: false,
  min: -1.5,
  max: 10,
  integer: false,
};

describe('fieldProblem: the rules a guest view checks before sending', () => {
  it('texts: required, bounded after trimming, no control characters but breaks in the message', () => {
    const name = fieldOf({}, 'Name');
    const message = fieldOf({}, 'Message');
    expect(fieldProblem(name, undefined, ctx)).toBe('required');
    expect(fieldProblem(name, '   ', ctx)).toBe('required');
    expect(fieldProblem(name, ` ${'a'.repeat(100)} `, ctx)).toBeNull();
    expect(fieldProblem(name, 'a'.repeat(101), ctx)).toBe('tooLong');
    expect(fieldProblem(name, 'Ana\nBelén', ctx)).toBe('control');
    expect(fieldProblem(message, undefined, ctx)).toBeNull();
    expect(fieldProblem(message, 'Hola\nqué tal', ctx)).toBeNull();
    expect(fieldProblem(message, 'bell\u0007', ctx)).toBe('control');
  });

  it('contact: an e-mail address or a phone of 6–20 digits', () => {
    const contact = fieldOf({}, 'Contact');
    expect(fieldProblem(contact, ' ana@example.com ', ctx)).toBeNull();
    expect(fieldProblem(contact, '+34 600 11 22 33', ctx)).toBeNull();
    expect(fieldProblem(contact, '12345', ctx)).toBe('contact');
    expect(fieldProblem(contact, 'ana@', ctx)).toBe('contact');
    expect(fieldProblem(contact, '', ctx)).toBe('required');
  });

  it("date-time: one of the weekday's times, not past, at most 366 days ahead", () => {
    expect(fieldProblem(dateTime, '2026-12-02T21:00', ctx)).toBeNull();
    expect(fieldProblem(dateTime, '2026-12-02T13:30', ctx)).toBeNull();
    expect(fieldProblem(dateTime, '2026-12-09T00:00', ctx)).toBeNull();
    expect(fieldProblem(dateTime, '2026-12-02T20:00', ctx)).toBe('notOffered');
    expect(fieldProblem(dateTime, '2026-12-02T00:00', ctx)).toBe('past');
    expect(fieldProblem(dateTime, '2027-12-08T21:00', ctx)).toBe('tooFar');
    expect(fieldProblem(dateTime, '2026-02-30T21:00', ctx)).toBe('dateTime');
    expect(fieldProblem(dateTime, '2026-12-02 21:00', ctx)).toBe('dateTime');
    expect(fieldProblem(dateTime, undefined, ctx)).toBe('required');
  });

  it('numbers: within the range, whole when asked; ratings whole stars 1–5', () => {
    const people = fieldOf({ FormNumberOfPeople: true, FormLimitNumberOfItem: 6 }, 'People');
    expect(fieldProblem(people, 6, ctx)).toBeNull();
    expect(fieldProblem(people, 7, ctx)).toBe('tooHigh');
    expect(fieldProblem(people, 0, ctx)).toBe('tooLow');
    expect(fieldProblem(people, 2.5, ctx)).toBe('integer');
    expect(fieldProblem(people, '2', ctx)).toBe('number');
    expect(fieldProblem(people, Number.NaN, ctx)).toBe('number');
    expect(fieldProblem(decimal, -1.5, ctx)).toBeNull();
    expect(fieldProblem(decimal, 2.25, ctx)).toBeNull();
    expect(fieldProblem(rating, 5, ctx)).toBeNull();
    expect(fieldProblem(rating, 6, ctx)).toBe('tooHigh');
    expect(fieldProblem(rating, 0, ctx)).toBe('tooLow');
  });

  it("choices: the question's own answers, one for a single selection, each once", () => {
    expect(fieldProblem(choice(true), ['a'], ctx)).toBeNull();
    expect(fieldProblem(choice(true), ['a', 'b'], ctx)).toBe('choice');
    expect(fieldProblem(choice(false), ['a', 'b'], ctx)).toBeNull();
    expect(fieldProblem(choice(false), ['a', 'a'], ctx)).toBe('choice');
    expect(fieldProblem(choice(false), ['z'], ctx)).toBe('choice');
    expect(fieldProblem(choice(false), [], ctx)).toBe('required');
  });
});

describe('the guest check and the server schema agree', () => {
  const cases: [AnswerField, unknown][] = [
    ...[undefined, '', ' Ana ', 'a'.repeat(101), 'a\tb', 7].map((v): [AnswerField, unknown] => [
      fieldOf({}, 'Name'),
      v,
    ]),
    ...['', 'x\ny', 'm'.repeat(2000), 'm'.repeat(2001)].map((v): [AnswerField, unknown] => [
      fieldOf({}, 'Message'),
      v,
    ]),
    ...[
      'ana@example.com',
      'a.b+c@mail.example.org',
      'ana@localhost',
      '.ana@example.com',
      'ana..b@example.com',
      '+34 600 11 22 33',
      '(928) 123-456',
      '12345',
      `${'1'.repeat(21)}`,
      '=1+2',
    ].map((v): [AnswerField, unknown] => [fieldOf({}, 'Contact'), v]),
    ...[
      '2026-12-02T21:00',
      '2026-12-02T20:00',
      '2026-12-02T00:00',
      '2026-12-09T00:00',
      '2027-12-08T21:00',
      '2026-13-02T21:00',
      '2026-12-02T21:00:00',
      null,
    ].map((v): [AnswerField, unknown] => [dateTime, v]),
    ...[1, 2.5, 0, 11, '3', null, Number.POSITIVE_INFINITY].map((v): [AnswerField, unknown] => [
      fieldOf({ FormNumberOfPeople: true, FormLimitNumberOfItem: 10 }, 'People'),
      v,
    ]),
    ...[1, 5, 0, 6, 3.5].map((v): [AnswerField, unknown] => [rating, v]),
    ...[-1.5, 10, 10.5, 3.25].map((v): [AnswerField, unknown] => [decimal, v]),
    ...[['a'], ['a', 'b'], [], ['z'], 'a', [1]].map((v): [AnswerField, unknown] => [
      choice(true),
      v,
    ]),
    ...[
      ['a', 'b'],
      ['b', 'b'],
    ].map((v): [AnswerField, unknown] => [choice(false), v]),
  ];

  it.each(cases.map(([field, value]) => [field.id, JSON.stringify(value), field, value]))(
    '%s = %s',
    (_id, _shown, field, value) => {
      const f = field as AnswerField;
      const schema = f.required ? fieldSchema(f, ctx) : fieldSchema(f, ctx).optional();
      expect(fieldProblem(f, value, ctx) === null).toBe(schema.safeParse(value).success);
    },
  );

  it("uses zod's own e-mail pattern", () => {
    expect(EMAIL.source).toBe(z.regexes.email.source.replace(/\\-/g, '-'));
  });

  it('a poll answered not at all is refused as a whole, as the server does', () => {
    const block = {
      key: 'poll' as const,
      data: { PollFormData: [{ id: 'q', type: 'rating', question: 'Q' }] },
    };
    const empty = checkAnswers(block, {}, ctx);
    expect(empty).toEqual({ fields: {}, empty: true });
    expect(isAccepted(empty)).toBe(false);
    expect(answerSchemaOf('poll', block.data, ctx).safeParse({}).success).toBe(false);
    expect(isAccepted(checkAnswers(block, { q: 4 }, ctx))).toBe(true);
    expect(answerFieldsOf(block)).toHaveLength(1);
  });

  it('a form names each refused field', () => {
    const block = { key: 'form' as const, data: form({ FormRoomNumber: true }) };
    expect(checkAnswers(block, { Name: 'Ana', Contact: 'x' }, ctx)).toEqual({
      fields: { Contact: 'contact', Room: 'required' },
      empty: false,
    });
  });
});

describe('the dates and times a guest is offered', () => {
  it('from today (venue clock) to 366 days ahead, past times of today left out', () => {
    expect(dateRangeOf(dateTime, ctx)).toEqual({
      today: '2026-12-02',
      nowMinutes: 600,
      last: '2027-12-03',
    });
    expect(weekdayOf('2026-12-02')).toBe(3);
    expect(timesOn(dateTime, '2026-12-02', ctx)).toEqual([13 * 60 + 30, 21 * 60]);
    expect(timesOn(dateTime, '2026-12-09', ctx)).toEqual([0, 13 * 60 + 30, 21 * 60]);
    expect(timesOn(dateTime, '2026-12-08', ctx)).toEqual([20 * 60]);
    expect(timesOn(dateTime, '2026-12-01', ctx)).toEqual([]);
    expect(timesOn(dateTime, '2027-12-08', ctx)).toEqual([]);
    expect(timesOn(dateTime, 'nope', ctx)).toEqual([]);
    // Late in the evening in Madrid, 13:30 is past.
    const evening = { ...ctx, now: new Date('2026-12-02T19:00:00Z') };
    expect(timesOn(dateTime, '2026-12-02', evening)).toEqual([21 * 60]);
  });
});
