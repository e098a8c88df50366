import { describe, expect, it } from 'vitest';
import { windowLimit } from './window-limit.ts';

describe('windowLimit', () => {
  it('allows max calls per key and window, then 429, and opens again in the next window', () => {
    let now = 0;
    const hit = windowLimit(2, 1000, () => now);
    hit('a');
    hit('a');
    expect(() => hit('a')).toThrow(expect.objectContaining({ status: 429 }));
    hit('b');
    now = 1000;
    expect(() => hit('a')).not.toThrow();
  });
});
