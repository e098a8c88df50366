import { describe, expect, it } from 'vitest';
import { memoryLimitStore } from '../services/limits/memory.ts';
import { windowLimit } from './window-limit.ts';

describe('windowLimit', () => {
  it('allows max calls per key and window, then 429 with Retry-After, and opens again in the next window', async () => {
    let now = 0;
    const hit = windowLimit(
      memoryLimitStore(() => now),
      'test',
      2,
      1000,
      () => now,
    );
    await hit('a');
    await hit('a');
    await expect(hit('a')).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    await hit('b');
    now = 1000;
    await expect(hit('a')).resolves.toBeUndefined();
  });
});
