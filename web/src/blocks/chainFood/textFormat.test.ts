// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inFormat, LOWER_CASE, textFormatOf, UPPER_CASE } from './textFormat.ts';

describe('chain food text format', () => {
  it('keeps a stored 1 or 2 and falls back to the line default otherwise', () => {
    expect(textFormatOf(2, UPPER_CASE)).toBe(LOWER_CASE);
    expect(textFormatOf(1, LOWER_CASE)).toBe(UPPER_CASE);
    expect(textFormatOf('2', UPPER_CASE)).toBe(UPPER_CASE);
    expect(textFormatOf(null, LOWER_CASE)).toBe(LOWER_CASE);
  });

  it('writes the text in upper case for 1 and lower case for 2, accents included', () => {
    expect(inFormat('Plato del día', UPPER_CASE)).toBe('PLATO DEL DÍA');
    expect(inFormat('Carta DEL Restaurante', LOWER_CASE)).toBe('carta del restaurante');
  });
});
