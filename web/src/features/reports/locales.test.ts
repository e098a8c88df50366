// @vitest-environment node
import { describe, it } from 'vitest';
import { expectLocaleParity } from '../../test/locale-parity.ts';
import en from './locales/en.json';
import es from './locales/es.json';

describe('reports locales', () => {
  it('es and en have the same keys, none empty, the same placeholders', () => {
    expectLocaleParity(es, en);
  });
});
