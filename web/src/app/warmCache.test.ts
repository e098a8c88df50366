import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../api/queries.ts';
import { clearToken, setToken } from '../api/session.ts';
import { contentsRoute, menusRoute, profileRoute, sessionRoutes } from '../test/api.ts';
import { stubFetch } from '../test/fetchStub.ts';
import { aMenu, titleBlock } from '../test/fixtures.ts';
import { createQueryClient } from './queryClient.ts';
import { menuRouteOf, warmCacheFor } from './warmCache.ts';

const answered = () => [
  ...sessionRoutes(),
  profileRoute(),
  menusRoute('12', () => [aMenu({ ID: 5 })]),
  contentsRoute(5, () => [titleBlock(1, 0)]),
];
const paths = (calls: { path: string }[]) => calls.map((call) => call.path).sort();

describe('warming the cache for the screen the app opens on', () => {
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  it('knows the menu of a menu route, with or without a query', () => {
    expect(menuRouteOf('#/menus/5')).toEqual({ menuId: 5 });
    expect(menuRouteOf('#/common-menus/3?dview=1')).toEqual({ menuId: 3 });
    expect(menuRouteOf('#/menus/new')).toEqual({ menuId: undefined });
    expect(menuRouteOf('#/')).toBeUndefined();
    expect(menuRouteOf('')).toBeUndefined();
  });

  it('asks at once for the session, its enterprise, its menus, the rights and the blocks', async () => {
    setToken('staff-token');
    const { calls } = stubFetch(...answered());
    const queryClient = createQueryClient();
    warmCacheFor(queryClient, '#/menus/5');
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    expect(paths(calls)).toEqual([
      '/api/auth/me',
      '/api/contents/5',
      '/api/enterprises/12',
      '/api/menus/12',
      '/api/users/7',
    ]);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.contents(5))).toBeTruthy());
  });

  it('asks nothing without a session or on the login screen', () => {
    const { calls } = stubFetch(...answered());
    warmCacheFor(createQueryClient(), '#/menus/5');
    setToken('staff-token');
    warmCacheFor(createQueryClient(), '#/login');
    expect(calls).toHaveLength(0);
  });

  it('on the home route, asks for the session and the menus, not the rights', async () => {
    setToken('staff-token');
    const { calls } = stubFetch(...answered());
    warmCacheFor(createQueryClient(), '#/');
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(paths(calls)).toEqual(['/api/auth/me', '/api/enterprises/12', '/api/menus/12']);
  });
});
