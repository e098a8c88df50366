// @vitest-environment node
import { SIZE_MULT_MAX, SIZE_MULT_MIN } from '@carta/domain/blocks/simpleText';
import { describe, expect, it } from 'vitest';
import { canStep, stepSize, styledText, styleOf } from './style.ts';

const base = {
  TextAlign: 'center',
  SizeMult: 3,
  ToUpperCase: false,
  TextColor: '#123456',
} as const;

describe('simple text style', () => {
  it('keeps a valid Style as it is', () => {
    expect(styleOf(base)).toEqual(base);
  });

  it('replaces a missing or damaged Style by the defaults, part by part', () => {
    expect(styleOf(undefined)).toEqual({
      TextAlign: 'left',
      SizeMult: SIZE_MULT_MIN,
      ToUpperCase: false,
      TextColor: null,
    });
    expect(
      styleOf({ TextAlign: 'middle', SizeMult: 99, ToUpperCase: 'yes', TextColor: 'red' }),
    ).toEqual({ TextAlign: 'left', SizeMult: SIZE_MULT_MAX, ToUpperCase: false, TextColor: null });
    expect(styleOf({ ...base, SizeMult: 2.6, TextColor: '' })).toEqual({
      ...base,
      SizeMult: 3,
      TextColor: null,
    });
  });

  it('the size buttons step by one and stop at the schema bounds', () => {
    expect(stepSize(styleOf(base), 1).SizeMult).toBe(4);
    expect(stepSize(styleOf(base), -1).SizeMult).toBe(2);
    const max = styleOf({ ...base, SizeMult: SIZE_MULT_MAX });
    const min = styleOf({ ...base, SizeMult: SIZE_MULT_MIN });
    expect(canStep(max, 1)).toBe(false);
    expect(canStep(max, -1)).toBe(true);
    expect(stepSize(max, 1).SizeMult).toBe(SIZE_MULT_MAX);
    expect(canStep(min, -1)).toBe(false);
    expect(stepSize(min, -1).SizeMult).toBe(SIZE_MULT_MIN);
  });

  it('upper case is applied in the language of the text', () => {
    const upper = styleOf({ ...base, ToUpperCase: true });
    expect(styledText('Recepción abierta', upper, 'es')).toBe('RECEPCIÓN ABIERTA');
    expect(styledText('Recepción abierta', styleOf(base), 'es')).toBe('Recepción abierta');
  });
});
