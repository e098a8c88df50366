import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/session.ts';
import { useNotifications } from '../../app/notifications.tsx';
import { json, on, stubFetch } from '../../test/fetchStub.ts';
import { aMenu } from '../../test/fixtures.ts';
import { useMenuEditorStore } from './store.ts';
import { useSortSubmenus } from './useSortSubmenus.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const ids = () => useMenuEditorStore.getState().submenus.map((s) => s.ID);

describe('sorting submenus (behaviour.md#editing Submenu reorder)', () => {
  beforeEach(() => {
    setToken('staff-token');
    useMenuEditorStore.getState().load(
      '12',
      aMenu({
        Type: 1,
        Menus: [6, 7, 8].map((ID, ORD) => aMenu({ ID, ORD, ParentID: 5 })),
      }),
      [],
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('sends the new order at once, positions from 0, without marking the draft modified', async () => {
    const { calls } = stubFetch(
      on('PUT', '/api/menus/12/sort', () => json(200, { affectedRows: 3 })),
    );
    const { result } = renderHook(() => useSortSubmenus(), { wrapper });
    await expect(result.current(2, 0)).resolves.toBe(true);
    expect(calls[0]?.body).toEqual([
      { ID: 8, ORD: 0 },
      { ID: 6, ORD: 1 },
      { ID: 7, ORD: 2 },
    ]);
    expect(ids()).toEqual([8, 6, 7]);
    expect(useMenuEditorStore.getState().modified).toBe(false);
  });

  it('keeps unsaved edits of the menu: the order alone is stored, the draft stays modified', async () => {
    stubFetch(on('PUT', '/api/menus/12/sort', () => json(200, { affectedRows: 3 })));
    useMenuEditorStore.getState().setMenuName({ es: 'Escrito sin guardar' });
    const { result } = renderHook(() => useSortSubmenus(), { wrapper });
    await expect(result.current(0, 1)).resolves.toBe(true);
    const state = useMenuEditorStore.getState();
    expect(state.menu?.Name).toEqual({ es: 'Escrito sin guardar' });
    expect(state.modified).toBe(true);
    expect(ids()).toEqual([7, 6, 8]);
  });

  it('puts the list back and tells the user when the server refuses', async () => {
    stubFetch(on('PUT', '/api/menus/12/sort', () => json(500, {})));
    const { result } = renderHook(() => useSortSubmenus(), { wrapper });
    await expect(result.current(0, 2)).resolves.toBe(false);
    expect(ids()).toEqual([6, 7, 8]);
    expect(useNotifications.getState().current?.key).toBe('menus.messages.sortError');
  });
});
