import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import type { BlockContext } from './block.ts';
import { defineBlock } from './block.ts';
import { plainText, randomUuid, shortText } from './fields.ts';

export const POLL_QUESTION_TYPES = [
  'multiSelection',
  'singleSelection',
  'rating',
  'number',
] as const;
export type PollQuestionType = (typeof POLL_QUESTION_TYPES)[number];
export const POLL_MAX_QUESTIONS = 50;
export const POLL_MAX_ANSWERS = 50;
/** behaviour.md#validation/behaviour.md#limits: a number question's range defaults to 0–100. */
export const POLL_NUMBER_MIN = 0;
export const POLL_NUMBER_MAX = 100;
const NUMBER_LIMIT = 1_000_000_000;

export const pollAnswerSchema = z.strictObject({ id: z.uuid(), answer: shortText() });

const selection = (type: 'multiSelection' | 'singleSelection') =>
  z.strictObject({
    id: z.uuid(),
    type: z.literal(type),
    question: shortText(),
    values: z.array(pollAnswerSchema).max(POLL_MAX_ANSWERS),
  });

/**
 * Older apps send `values: []` on every question: an empty list is kept as it was sent (what is
 * stored reads back the same), any answer on a rating or number question is refused.
 */
const noAnswers = z.array(pollAnswerSchema).max(0).optional();

/** A selection question: the only kind whose answers a guest picks from. */
export const isSelectionQuestion = (
  question: PollQuestion,
): question is Extract<PollQuestion, { type: 'multiSelection' | 'singleSelection' }> =>
  question.type === 'multiSelection' || question.type === 'singleSelection';

/** Questions of the four kinds: answers only for selections, min/max only for numbers. */
export const pollQuestionSchema = z.discriminatedUnion('type', [
  selection('multiSelection'),
  selection('singleSelection'),
  z.strictObject({
    id: z.uuid(),
    type: z.literal('rating'),
    question: shortText(),
    values: noAnswers,
  }),
  z
    .strictObject({
      id: z.uuid(),
      type: z.literal('number'),
      question: shortText(),
      values: noAnswers,
      // behaviour.md#data defaults, for older questions saved without a range.
      min: z.number().min(-NUMBER_LIMIT).max(NUMBER_LIMIT).default(POLL_NUMBER_MIN),
      max: z.number().min(-NUMBER_LIMIT).max(NUMBER_LIMIT).default(POLL_NUMBER_MAX),
    })
    .refine((q) => q.min <= q.max, { message: 'min not above max', path: ['min'] }),
]);
export type PollQuestion = z.infer<typeof pollQuestionSchema>;
export type PollAnswer = z.infer<typeof pollAnswerSchema>;

/** behaviour.md#editing: the question 'add item' appends for the chosen kind. */
export const newPollQuestion = (
  type: PollQuestionType,
  { languages }: BlockContext,
): PollQuestion => {
  const base = { id: randomUuid(), question: emptyTranslatable(languages) };
  if (type === 'number') return { ...base, type, min: POLL_NUMBER_MIN, max: POLL_NUMBER_MAX };
  if (type === 'rating') return { ...base, type };
  return { ...base, type, values: [] };
};

/** behaviour.md#editing: the answer 'Add answer' appends. */
export const newPollAnswer = ({ languages }: BlockContext): PollAnswer => ({
  id: randomUuid(),
  answer: emptyTranslatable(languages),
});

/** Poll (35): questions guests answer; UpdateKey is renewed on every change (by the editor). */
export const poll = defineBlock({
  key: 'poll',
  id: 35,
  icon: 'mdi-poll',
  group: 'forms',
  guest: {
    UpdateKey: 'keep',
    PollFormData: {
      each: {
        id: 'keep',
        type: 'keep',
        question: 'text',
        values: { each: { id: 'keep', answer: 'text' } },
        min: 'keep',
        max: 'keep',
      },
    },
  },
  schema: z.strictObject({
    PollAlias: plainText(100),
    PollFormData: z.array(pollQuestionSchema).max(POLL_MAX_QUESTIONS),
    UpdateKey: z.uuid(),
  }),
  defaults: () => ({ PollAlias: '', PollFormData: [], UpdateKey: randomUuid() }),
});
