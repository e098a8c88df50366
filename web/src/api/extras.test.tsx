import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../test/fetchStub.ts';
import { ApiError } from './errors.ts';
import { extrasQuery, fetchExtras, fetchShowExtras, saveExtras, useSaveExtras } from './extras.ts';
import { setToken } from './session.ts';

const wire = (ExtraID: number, es: string, Price: number) => ({
  ExtraID,
  MenuContentID: 40,
  Name: JSON.stringify({ es, en: '' }),
  Price,
});

describe('extras api', () => {
  beforeEach(() => {
    window.location.hash = '#/menus/1';
    setToken('staff-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads a dish’s extras without a token, Name parsed from its JSON string', async () => {
    const { calls } = stubFetch(
      on('GET', '/api/public/dish-orders/12/extras/40', () =>
        json(200, { data: [wire(1, 'Queso', 1.5)], total: 1 }),
      ),
    );
    await expect(fetchExtras('12', 40)).resolves.toEqual([
      {
        ExtraID: 1,
        MenuContentID: 40,
        Name: { es: 'Queso', en: '' },
        Price: 1.5,
        // Saved before modifier groups: in no group, with no allergens.
        GroupID: null,
        Allergens: [],
      },
    ]);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('saves the whole list with the staff token, Name as a JSON string', async () => {
    const { calls } = stubFetch(
      on('PUT', '/api/private/dish-orders/12/extras/40', () =>
        json(200, { data: [wire(1, 'Queso', 2), wire(2, 'Bacon', 1)], total: 2 }),
      ),
    );
    const saved = await saveExtras('12', 40, [
      { ExtraID: 1, MenuContentID: 40, Name: { es: 'Queso' }, Price: 2 },
      { ExtraID: 'new', MenuContentID: 40, Name: { es: 'Bacon', en: 'Bacon' }, Price: 1 },
    ]);
    expect(saved.map((e) => e.ExtraID)).toEqual([1, 2]);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    const plain = { GroupID: null, Allergens: [] };
    expect(calls[0]?.body).toEqual([
      { ExtraID: 1, MenuContentID: 40, Name: '{"es":"Queso"}', Price: 2, ...plain },
      {
        ExtraID: 'new',
        MenuContentID: 40,
        Name: '{"es":"Bacon","en":"Bacon"}',
        Price: 1,
        ...plain,
      },
    ]);
  });

  it('reports a refused save as an ApiError naming the fields', async () => {
    stubFetch(() => apiError(400, 'invalid_input', 'bad', ['0.Price']));
    const error = await saveExtras('12', 40, [
      { ExtraID: 'new', MenuContentID: 40, Name: {}, Price: -1 },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual(['0.Price']);
  });

  it('reads IncludeExtras from the first element of show-extras', async () => {
    const { calls } = stubFetch(
      on('GET', '/api/public/dish-orders/12/show-extras/', () =>
        json(200, { data: [{ IncludeExtras: true }], total: 1 }),
      ),
      on('GET', '/api/public/dish-orders/13/show-extras/', () => json(200, { data: [] })),
    );
    await expect(fetchShowExtras('12')).resolves.toBe(true);
    await expect(fetchShowExtras('13')).resolves.toBe(false);
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  describe('useSaveExtras', () => {
    const setup = () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      return { client, ...renderHook(() => useSaveExtras('12', 40), { wrapper }) };
    };

    it('saves, then fetches the list again and caches what the server answers', async () => {
      const { calls } = stubFetch(
        on('PUT', '/api/private/dish-orders/12/extras/40', () =>
          json(200, { data: [wire(3, 'Queso', 1)], total: 1 }),
        ),
        on('GET', '/api/public/dish-orders/12/extras/40', () =>
          json(200, { data: [wire(3, 'Queso (re-read)', 1)], total: 1 }),
        ),
      );
      const { result, client } = setup();
      await act(() =>
        result.current.mutateAsync([
          { ExtraID: 'new', MenuContentID: 40, Name: { es: 'Queso' }, Price: 1 },
        ]),
      );
      expect(calls.map((c) => c.method)).toEqual(['PUT', 'GET']);
      expect(client.getQueryData(extrasQuery('12', 40).queryKey)?.[0]?.Name.es).toBe(
        'Queso (re-read)',
      );
    });

    it('leaves the cached list as it was when the save fails', async () => {
      stubFetch(on('PUT', '/api/private/dish-orders/12/extras/40', () => apiError(400, 'x')));
      const { result, client } = setup();
      const before = [{ ExtraID: 1, MenuContentID: 40, Name: { es: 'Queso' }, Price: 1 }] as const;
      client.setQueryData(extrasQuery('12', 40).queryKey, [...before]);
      act(() => result.current.mutate([]));
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(client.getQueryData(extrasQuery('12', 40).queryKey)).toEqual(before);
    });
  });
});
