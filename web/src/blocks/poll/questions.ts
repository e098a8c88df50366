import { type BlockData, parseTranslatable, type Translatable } from '@carta/domain';
import type { BlockContext } from '@carta/domain/blocks/block';
import { randomUuid } from '@carta/domain/blocks/fields';
import {
  isSelectionQuestion,
  newPollAnswer,
  newPollQuestion,
  POLL_NUMBER_MAX,
  POLL_NUMBER_MIN,
  POLL_QUESTION_TYPES,
  type PollQuestion,
  type PollQuestionType,
  pollAnswerSchema,
} from '@carta/domain/blocks/poll';

export type SelectionQuestion = Extract<
  PollQuestion,
  { type: 'multiSelection' | 'singleSelection' }
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isQuestionType = (value: unknown): value is PollQuestionType =>
  (POLL_QUESTION_TYPES as readonly unknown[]).includes(value);

const numberOr = (value: unknown, fallback: number): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
};

/** The schema wants uuids: a legacy id of another shape is replaced. */
const idOf = (value: unknown): string =>
  pollAnswerSchema.shape.id.safeParse(value).success ? (value as string) : randomUuid();

/**
 * The stored PollFormData read for editing: an absent list is empty (behaviour.md#editing 'creating the list if
 * absent'); legacy shapes (a translatable as a JSON string, min as text) are brought to the
 * schema's so that the next save is accepted. Entries of an unknown type cannot be edited and go.
 */
export const readQuestions = (value: unknown): PollQuestion[] => {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): PollQuestion[] => {
    if (!isRecord(item) || !isQuestionType(item.type)) return [];
    const base = { id: idOf(item.id), question: parseTranslatable(item.question) };
    if (item.type === 'rating') return [{ ...base, type: item.type }];
    if (item.type === 'number') {
      return [
        {
          ...base,
          type: item.type,
          min: numberOr(item.min, POLL_NUMBER_MIN),
          max: numberOr(item.max, POLL_NUMBER_MAX),
        },
      ];
    }
    const values = Array.isArray(item.values) ? item.values.filter(isRecord) : [];
    return [
      {
        ...base,
        type: item.type,
        values: values.map((answer) => ({
          id: idOf(answer.id),
          answer: parseTranslatable(answer.answer),
        })),
      },
    ];
  });
};

/** behaviour.md#editing: every change of a poll stores its questions with a new UpdateKey. */
export const pollPatch = (
  questions: PollQuestion[],
): Pick<BlockData<'poll'>, 'PollFormData' | 'UpdateKey'> => ({
  PollFormData: questions,
  UpdateKey: randomUuid(),
});

/** behaviour.md#editing: 'add item' appends a question of the chosen kind. */
export const addQuestion = (
  questions: readonly PollQuestion[],
  type: PollQuestionType,
  ctx: BlockContext,
): PollQuestion[] => [...questions, newPollQuestion(type, ctx)];

/** behaviour.md#editing: deleting removes the question by its id. */
export const removeQuestion = (questions: readonly PollQuestion[], id: string): PollQuestion[] =>
  questions.filter((question) => question.id !== id);

export const setQuestionText = (
  questions: readonly PollQuestion[],
  id: string,
  question: Translatable,
): PollQuestion[] => questions.map((q) => (q.id === id ? { ...q, question } : q));

export const setRange = (
  questions: readonly PollQuestion[],
  id: string,
  range: { readonly min: number; readonly max: number },
): PollQuestion[] =>
  questions.map((q) => (q.id === id && q.type === 'number' ? { ...q, ...range } : q));

const withAnswers = (
  questions: readonly PollQuestion[],
  id: string,
  change: (values: SelectionQuestion['values']) => SelectionQuestion['values'],
): PollQuestion[] =>
  questions.map((q) =>
    q.id === id && isSelectionQuestion(q) ? { ...q, values: change(q.values) } : q,
  );

/** behaviour.md#editing: 'Add answer' appends an answer to that question. */
export const addAnswer = (
  questions: readonly PollQuestion[],
  id: string,
  ctx: BlockContext,
): PollQuestion[] => withAnswers(questions, id, (values) => [...values, newPollAnswer(ctx)]);

export const removeAnswer = (
  questions: readonly PollQuestion[],
  id: string,
  answerId: string,
): PollQuestion[] =>
  withAnswers(questions, id, (values) => values.filter((value) => value.id !== answerId));

export const setAnswerText = (
  questions: readonly PollQuestion[],
  id: string,
  answerId: string,
  answer: Translatable,
): PollQuestion[] =>
  withAnswers(questions, id, (values) =>
    values.map((value) => (value.id === answerId ? { ...value, answer } : value)),
  );

/** Whether deleting loses something typed: then the person confirms first. */
export const hasText = (value: Translatable): boolean =>
  Object.values(value).some((text) => text.trim() !== '');

export const questionHasContent = (question: PollQuestion): boolean =>
  hasText(question.question) ||
  (isSelectionQuestion(question) && question.values.length > 0) ||
  (question.type === 'number' &&
    (question.min !== POLL_NUMBER_MIN || question.max !== POLL_NUMBER_MAX));
