// @vitest-environment node
import { poll, pollQuestionSchema } from '@carta/domain/blocks/poll';
import { describe, expect, it } from 'vitest';
import {
  addAnswer,
  addQuestion,
  pollPatch,
  questionHasContent,
  readQuestions,
  removeAnswer,
  removeQuestion,
  setAnswerText,
  setRange,
} from './questions.ts';
import { rangeErrors } from './range.ts';

const ctx = { languages: ['es', 'en'] };

describe('poll questions (behaviour.md#editing)', () => {
  it('adding an item creates the list when it is absent and appends a question of that kind', () => {
    const first = addQuestion(readQuestions(undefined), 'rating', ctx);
    expect(first).toEqual([
      { id: expect.any(String), type: 'rating', question: { es: '', en: '' } },
    ]);
    const both = addQuestion(first, 'number', ctx);
    expect(both[1]).toMatchObject({ type: 'number', min: 0, max: 100 });
    expect(both[0]).toBe(first[0]);
  });

  it('deleting removes the question by its id', () => {
    const list = addQuestion(addQuestion([], 'rating', ctx), 'multiSelection', ctx);
    const [, second] = list;
    expect(removeQuestion(list, list[0]?.id ?? '')).toEqual([second]);
  });

  it('adding an answer appends it to that question only', () => {
    const list = addQuestion(addQuestion([], 'singleSelection', ctx), 'multiSelection', ctx);
    const id = list[1]?.id ?? '';
    const next = addAnswer(addAnswer(list, id, ctx), id, ctx);
    expect(next[0]).toEqual(list[0]);
    expect(next[1]).toMatchObject({ values: [{ answer: { es: '', en: '' } }, {}] });
    const answerId = next[1]?.values?.[0]?.id ?? '';
    const named = setAnswerText(next, id, answerId, { es: 'Sí', en: 'Yes' });
    expect(named[1]).toMatchObject({ values: [{ answer: { es: 'Sí', en: 'Yes' } }, {}] });
    expect(removeAnswer(named, id, answerId)[1]).toMatchObject({
      values: [{ answer: { es: '' } }],
    });
  });

  it('every patch carries a new UpdateKey and the schema accepts it', () => {
    const list = addQuestion([], 'number', ctx);
    const a = pollPatch(list);
    const b = pollPatch(setRange(list, list[0]?.id ?? '', { min: 1, max: 5 }));
    expect(a.UpdateKey).not.toBe(b.UpdateKey);
    poll.schema.parse({ PollAlias: '', ...b });
    expect(b.PollFormData[0]).toMatchObject({ min: 1, max: 5 });
  });

  it('reads legacy entries into the schema shape, dropping kinds it cannot edit', () => {
    const read = readQuestions([
      { id: 'q1', type: 'number', question: '{"es":"Edad"}', min: '18', max: 'x' },
      { id: '5b0e7a52-3c0c-4d47-9f0e-6f2a3b9b1c11', type: 'singleSelection', question: 'Hola' },
      { type: 'open text', question: {} },
      null,
    ]);
    expect(read).toHaveLength(2);
    expect(read[0]).toMatchObject({ type: 'number', question: { es: 'Edad' }, min: 18, max: 100 });
    expect(read[1]).toMatchObject({
      id: '5b0e7a52-3c0c-4d47-9f0e-6f2a3b9b1c11',
      question: { es: 'Hola' },
      values: [],
    });
    for (const question of read) pollQuestionSchema.parse(question);
  });

  it('asks before deleting only what holds something', () => {
    const [empty] = addQuestion([], 'multiSelection', ctx);
    if (!empty) throw new Error('no question');
    expect(questionHasContent(empty)).toBe(false);
    expect(questionHasContent({ ...empty, question: { es: 'Menú', en: '' } })).toBe(true);
    expect(questionHasContent(addAnswer([empty], empty.id, ctx)[0] ?? empty)).toBe(true);
  });
});

describe('number range (behaviour.md#validation: numeric Min and Max, min ≤ max)', () => {
  it('accepts numbers with min ≤ max', () => {
    expect(rangeErrors('0', '100')).toEqual({ min: null, max: null });
    expect(rangeErrors('-5', '-5')).toEqual({ min: null, max: null });
    expect(rangeErrors('0.5', '2.5')).toEqual({ min: null, max: null });
  });

  it('refuses empty or non-numeric input', () => {
    expect(rangeErrors('', '10')).toEqual({ min: 'notNumber', max: null });
    expect(rangeErrors('1', 'abc')).toEqual({ min: null, max: 'notNumber' });
  });

  it('refuses min above max', () => {
    expect(rangeErrors('11', '10')).toEqual({ min: 'minAboveMax', max: null });
  });

  it('refuses values beyond the schema bounds', () => {
    expect(rangeErrors('0', '1e12')).toEqual({ min: null, max: 'outOfRange' });
    expect(rangeErrors('-1e12', '0')).toEqual({ min: 'outOfRange', max: null });
  });
});
