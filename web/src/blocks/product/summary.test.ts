// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cutName } from './summary.ts';

describe('cutName (behaviour.md#blocks/behaviour.md#limits: name cut to 20 characters plus "...")', () => {
  it('cuts a long name to 20 characters and adds the dots', () => {
    expect(cutName('Tabla de quesos artesanos')).toBe('Tabla de quesos arte...');
  });

  it('keeps a name of 20 characters or fewer whole', () => {
    expect(cutName('Tabla de quesos arte')).toBe('Tabla de quesos arte');
    expect(cutName('Café')).toBe('Café');
  });

  it('counts characters, so an emoji is never split', () => {
    expect(cutName('🍷'.repeat(25))).toBe(`${'🍷'.repeat(20)}...`);
  });

  it('drops a space left at the cut', () => {
    expect(cutName('Menú degustación de temporada')).toBe('Menú degustación de...');
  });
});
