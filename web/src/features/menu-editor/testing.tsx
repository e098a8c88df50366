import { COMMON_OWNER, type Content, type Menu } from '@carta/domain';
import { render } from '@testing-library/react';
import { setToken } from '../../api/session.ts';
import { App } from '../../app/App.tsx';
// The screens behind the login are lazy routes in the app; importing them here builds their module
// graph with the test file, not inside a test's wait for the screen.
import '../../app/AuthenticatedRoot.tsx';
import type { EditorSetup } from '../../test/api.ts';
import { contentsRoute, menusRoute, profileRoute, sessionRoutes } from '../../test/api.ts';
import { type Route, stubFetch } from '../../test/fetchStub.ts';
import { staffUser } from '../../test/fixtures.ts';

export type { EditorSetup };

/**
 * The App on `hash` with one enterprise menu tree and its contents answered, plus any extra
 * routes (tried first).
 */
export const renderEditor = (opts: {
  readonly hash: string;
  readonly menus: () => Menu[];
  readonly contents?: Record<number, () => Content[]>;
  readonly routes?: Route[];
  readonly setup?: EditorSetup;
}) => {
  setToken('staff-token');
  const user = opts.setup?.user ?? staffUser;
  const stub = stubFetch(
    ...(opts.routes ?? []),
    ...sessionRoutes(user),
    profileRoute(opts.setup),
    menusRoute(user.EnterpriseID, opts.menus),
    // Administrators also see the common menus in the navigation.
    menusRoute(COMMON_OWNER, () => []),
    ...Object.entries(opts.contents ?? {}).map(([id, list]) => contentsRoute(Number(id), list)),
  );
  window.location.hash = opts.hash;
  render(<App />);
  return stub;
};
