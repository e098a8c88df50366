import type { Content, Menu } from '@carta/domain';
import { json, on, type Route } from './fetchStub.ts';
import { enterprise, staffUser } from './fixtures.ts';

/** The calls every authenticated screen makes, answered with the fixtures. */
export const sessionRoutes = (user = staffUser): Route[] => [
  // The server sends enterprise ids as numbers.
  on('GET', '/api/auth/me', () => json(200, { ...user, EnterpriseID: Number(user.EnterpriseID) })),
  on('GET', `/api/enterprises/${user.EnterpriseID}`, () =>
    json(200, { ...enterprise, ID: Number(enterprise.ID) }),
  ),
  // The navigation asks whether to show the points section (behaviour.md#scopes HideDishOrderPoint).
  on('GET', `/api/private/workspaces/${user.EnterpriseID}/user-config/`, () =>
    json(200, { data: [{ HideDishOrderPoint: 0 }], total: 1 }),
  ),
];

export const menusRoute = (owner: string, menus: () => Menu[]): Route =>
  on('GET', `/api/menus/${owner}`, () => json(200, { data: menus(), total: menus().length }));

export const contentsRoute = (menuId: number, contents: () => Content[]): Route =>
  on('GET', `/api/contents/${menuId}`, () =>
    json(200, { data: contents(), total: contents().length }),
  );

export type EditorSetup = {
  readonly user?: typeof staffUser;
  /** The user's Permission (behaviour.md#api users/{id}); [3] may reorder blocks. */
  readonly permission?: number[];
  readonly showCustomColorMenu?: boolean;
};

/** GET users/{id}: the profile the editor reads Permission and ShowCustomColorMenu from. */
export const profileRoute = ({
  user = staffUser,
  permission = [3],
  showCustomColorMenu = false,
}: EditorSetup = {}): Route =>
  on('GET', `/api/users/${user.ID}`, () =>
    json(200, { ...user, Permission: permission, ShowCustomColorMenu: showCustomColorMenu }),
  );
