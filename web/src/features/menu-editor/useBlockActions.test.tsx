import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { useNotifications } from '../../app/notifications.tsx';
import { json, on, stubFetch } from '../../test/fetchStub.ts';
import { aMenu, titleBlock } from '../../test/fixtures.ts';
import { useMenuEditorStore } from './store.ts';
import { useBlockActions } from './useBlockActions.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('move (behaviour.md#editing: ends in a full reload)', () => {
  beforeEach(() => {
    setToken('staff-token');
    useMenuEditorStore.getState().load('12', aMenu(), [titleBlock(11, 0, 'Hola')]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('with unsaved edits, moves nothing and asks to save or discard them first', async () => {
    const { calls } = stubFetch(
      on('PUT', '/api/contents/11/move', () =>
        json(200, { ID: 11, MenuID: 6, ORD: 0, Version: 2 }),
      ),
    );
    useMenuEditorStore.getState().setMenuName({ es: 'Escrito sin guardar' });
    const { result } = renderHook(() => useBlockActions(), { wrapper });
    await expect(result.current.move('11', 6)).resolves.toBe(false);
    expect(calls).toHaveLength(0);
    expect(useMenuEditorStore.getState().order).toEqual(['11']);
    expect(useMenuEditorStore.getState().menu?.Name).toEqual({ es: 'Escrito sin guardar' });
    expect(useNotifications.getState().current?.key).toBe('menus.immediate.moveNeedsSave');
  });
});
