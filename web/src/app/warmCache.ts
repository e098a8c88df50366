import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { contentsQuery, enterpriseQuery, menusQuery, meQuery } from '../api/queries.ts';
import { getToken } from '../api/session.ts';
import { userQuery } from '../features/menu-editor/queries.ts';
import { parseMenuId } from './menuTree.ts';

const MENU_ROUTES = ['/menus/:id', '/common-menus/:id'];

/** The menu a hash location opens (#/menus/12, #/common-menus/3?dview=1), if any. */
export const menuRouteOf = (hash: string): { readonly menuId?: number } | undefined => {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  for (const pattern of MENU_ROUTES) {
    const match = matchPath(pattern, path);
    if (match) return { menuId: parseMenuId(match.params.id) };
  }
  return undefined;
};

/**
 * Starts the calls of the screen the app opens on as soon as the app starts: the router renders
 * nothing of a lazy route (so no query starts) until its code has come, which made session →
 * enterprise → blocks a waterfall behind that code (npm run bench:editor). It never waits and never
 * fails: each screen still reads its own query, which shows any error.
 */
export const warmCacheFor = (queryClient: QueryClient, hash: string): void => {
  if (getToken() === null || hash.startsWith('#/login')) return;
  const menuRoute = menuRouteOf(hash);
  if (menuRoute?.menuId !== undefined)
    void queryClient.prefetchQuery(contentsQuery(menuRoute.menuId));
  queryClient.fetchQuery(meQuery()).then(
    (me) => {
      void queryClient.prefetchQuery(enterpriseQuery(me.EnterpriseID));
      void queryClient.prefetchQuery(menusQuery(me.EnterpriseID));
      // The editor's rights: Permission 3 decides how its list is built.
      if (menuRoute) void queryClient.prefetchQuery(userQuery(me.ID));
    },
    () => undefined,
  );
};
