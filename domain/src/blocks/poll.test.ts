import { expect, it } from 'vitest';
import { randomUuid } from './fields.ts';
import {
  newPollAnswer,
  newPollQuestion,
  POLL_QUESTION_TYPES,
  type PollQuestion,
  poll,
} from './poll.ts';
import { blockSuite, CTX, expectAccepts, expectRejects } from './test-helpers.ts';

const numberQuestion = (min: number, max: number): PollQuestion =>
  ({
    ...newPollQuestion('number', CTX),
    min,
    max,
  }) as PollQuestion;

blockSuite(
  poll,
  {
    wrongTypes: [
      ['PollAlias', 3],
      ['PollFormData', {}],
      ['UpdateKey', 'not-a-uuid'],
    ],
    bounds: [
      ['PollAlias', 'x'.repeat(100), 'x'.repeat(101)],
      ['PollFormData', [numberQuestion(5, 5)], [numberQuestion(6, 5)], 'PollFormData.0.min'],
      [
        'PollFormData',
        Array.from({ length: 50 }, () => newPollQuestion('rating', CTX)),
        Array.from({ length: 51 }, () => newPollQuestion('rating', CTX)),
      ],
    ],
  },
  () => {
    it('questions of the four kinds, with uuid ids; number questions default to 0–100', () => {
      const questions = POLL_QUESTION_TYPES.map((type) => newPollQuestion(type, CTX));
      expectAccepts(poll, { PollFormData: questions });
      expect(questions.map((q) => q.type)).toEqual(POLL_QUESTION_TYPES);
      expect(questions[3]).toMatchObject({ min: 0, max: 100 });
      expect(questions[0]).toMatchObject({
        values: [],
        question: { es: '', en: '', de: '', fr: '' },
      });
    });
    it('answers only on selection questions, min/max only on number questions', () => {
      const answer = newPollAnswer(CTX);
      const single = { ...newPollQuestion('singleSelection', CTX), values: [answer] };
      expectAccepts(poll, { PollFormData: [single] });
      expectRejects(
        poll,
        { PollFormData: [{ ...newPollQuestion('rating', CTX), values: [answer] }] },
        'PollFormData.0.values',
      );
      expectRejects(
        poll,
        { PollFormData: [{ ...newPollQuestion('multiSelection', CTX), min: 0 }] },
        'PollFormData.0.min',
      );
    });
    it('an unknown kind, or a non-uuid id, is refused', () => {
      expectRejects(
        poll,
        { PollFormData: [{ ...newPollQuestion('rating', CTX), type: 'text' }] },
        'PollFormData.0.type',
      );
      expectRejects(
        poll,
        { PollFormData: [{ ...newPollQuestion('rating', CTX), id: 'q1' }] },
        'PollFormData.0.id',
      );
    });
    it('UpdateKey is a fresh uuid for each new poll', () => {
      const a = poll.defaults(CTX).UpdateKey;
      expect(a).not.toBe(poll.defaults(CTX).UpdateKey);
      expectAccepts(poll, { UpdateKey: randomUuid() });
    });
  },
);
