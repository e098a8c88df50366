import { expect, it } from 'vitest';
import { qAndA } from './qAndA.ts';
import { blockSuite, textOf } from './test-helpers.ts';

blockSuite(
  qAndA,
  {
    wrongTypes: [
      ['QAndAQuestion', '¿Hay parking?'],
      ['QAndAAnswer', '<p>Sí</p>'],
    ],
    bounds: [
      ['QAndAQuestion', textOf(500), textOf(501), 'QAndAQuestion.es'],
      ['QAndAAnswer', textOf(100_000), textOf(100_001), 'QAndAAnswer.es'],
    ],
  },
  () => {
    it('the answer is rich text', () => {
      expect(qAndA.htmlFields).toEqual(['QAndAAnswer']);
    });
  },
);
