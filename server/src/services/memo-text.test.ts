import { describe, expect, it } from 'vitest';
import { memoText } from './memo-text.ts';

describe('memoText', () => {
  const counted = () => {
    const calls: string[] = [];
    const fn = (text: string) => {
      calls.push(text);
      return text.toUpperCase();
    };
    return { calls, fn };
  };

  it('answers a text it saw without calling the function again', () => {
    const { calls, fn } = counted();
    const memo = memoText(fn, 1000);
    expect(memo('<p>a</p>')).toBe('<P>A</P>');
    expect(memo('<p>a</p>')).toBe('<P>A</P>');
    expect(memo('<p>b</p>')).toBe('<P>B</P>');
    expect(calls).toEqual(['<p>a</p>', '<p>b</p>']);
  });

  it('lets the least recently used texts go past its budget', () => {
    const { calls, fn } = counted();
    // Each entry costs 10 characters (5 in, 5 out): ten fit in 100.
    const memo = memoText(fn, 100);
    const texts = Array.from({ length: 11 }, (_, i) => `t${i}`.padEnd(5, '.'));
    for (const t of texts.slice(0, 10)) memo(t);
    memo(texts[0] as string); // used again: now the most recent
    memo(texts[10] as string); // over the budget: texts[1] goes
    calls.length = 0;
    for (const t of [texts[0], ...texts.slice(2)]) memo(t as string);
    expect(calls).toEqual([]);
    memo(texts[1] as string);
    expect(calls).toEqual([texts[1]]);
  });

  it('does not keep a text larger than a tenth of its budget', () => {
    const { calls, fn } = counted();
    const memo = memoText(fn, 100);
    memo('x'.repeat(20));
    memo('x'.repeat(20));
    expect(calls).toHaveLength(2);
  });
});
