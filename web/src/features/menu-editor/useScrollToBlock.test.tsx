import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardDomId } from './cardDomId.ts';
import { SCROLL_DELAY_MS, useScrollToBlock } from './useScrollToBlock.ts';

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );

describe('scroll to a block (behaviour.md#menu-editor, behaviour.md#limits 1000 ms)', () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    scrolled.length = 0;
    const card = document.createElement('section');
    card.id = cardDomId('13');
    card.tabIndex = -1;
    // jsdom lays nothing out and has no scrollIntoView: record who asks for it.
    card.scrollIntoView = () => scrolled.push(card.id);
    document.body.append(card);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('brings the block of ?scroll= into view and focus 1 s after the editor is ready', () => {
    const { rerender } = renderHook(({ ready }) => useScrollToBlock(ready), {
      wrapper: at('/menus/5?scroll=13'),
      initialProps: { ready: false },
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(scrolled).toEqual([]);

    rerender({ ready: true });
    act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS - 1));
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(scrolled).toEqual(['content-13']);
    expect(document.activeElement?.id).toBe('content-13');
  });

  it('does nothing without ?scroll=', () => {
    renderHook(() => useScrollToBlock(true), { wrapper: at('/menus/5') });
    act(() => vi.advanceTimersByTime(5000));
    expect(scrolled).toEqual([]);
  });
});
