// @vitest-environment node
import type { AnyGuestBlock } from '@carta/domain/guest/data';
import { describe, expect, it } from 'vitest';
import { hasFallback, sortedBlocks } from './blocks.ts';

const title = (ID: number, ORD: number, _fallback: string[] = []): AnyGuestBlock => ({
  ID,
  Type: 2,
  Key: 'title',
  ORD,
  _fallback,
  Title: `t${ID}`,
});

describe('block helpers', () => {
  it('orders blocks by ORD, equal ones as sent', () => {
    const blocks = [title(1, 2), title(2, 0), title(3, 1), title(4, 1)];
    expect(sortedBlocks(blocks).map((b) => b.ID)).toEqual([2, 3, 4, 1]);
    expect(blocks.map((b) => b.ID)).toEqual([1, 2, 3, 4]);
  });

  it("says when some text is shown in another language (the menu's name or any block's)", () => {
    expect(hasFallback({ _fallback: [], Blocks: [title(1, 0)] })).toBe(false);
    expect(hasFallback({ _fallback: ['Name'], Blocks: [] })).toBe(true);
    expect(hasFallback({ _fallback: [], Blocks: [title(1, 0), title(2, 1, ['Title'])] })).toBe(
      true,
    );
  });
});
