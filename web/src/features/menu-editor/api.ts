import { request, segment } from '../../api/client.ts';
import type { ListResponse } from '../../api/types.ts';

/** The calls of the menu editor beside load and save (behaviour.md#api menus, contents, users). */

export type UserProfile = {
  readonly ID: number;
  readonly Name: string;
  readonly isAdmin: boolean;
  readonly Permission: number[];
  readonly ShowCustomColorMenu: boolean;
};

export type UserName = {
  readonly ID: number;
  readonly Name: string;
  /** Administrators' lists only. */
  readonly Email?: string;
  readonly EnterpriseName?: string | null;
};

export const fetchUser = (id: number, signal?: AbortSignal): Promise<UserProfile> =>
  request(`/users/${segment(id)}`, { signal });

/** behaviour.md#limits: users are listed in one page of 100000. */
export const fetchUsers = (signal?: AbortSignal): Promise<ListResponse<UserName>> =>
  request('/users?page=1&size=100000', { signal });

export const fetchMenuUsers = (
  menuId: number,
  signal?: AbortSignal,
): Promise<ListResponse<{ ID: number }>> =>
  request(`/menus/common/${segment(menuId)}/users?page=1&size=100000`, { signal });

export const saveMenuUsers = (
  menuId: number,
  userIds: readonly number[],
): Promise<ListResponse<{ ID: number }>> =>
  request(`/menus/common/${segment(menuId)}/users`, { method: 'PUT', body: userIds });

export const sortMenus = (
  owner: string,
  entries: readonly { ID: number; ORD: number }[],
): Promise<{ affectedRows: number }> =>
  request(`/menus/${segment(owner)}/sort`, { method: 'PUT', body: entries });

export const deleteMenu = (menuId: number): Promise<{ affectedRows: number }> =>
  request(`/menus/${segment(menuId)}`, { method: 'DELETE' });

export const hideContent = (
  id: number,
  HideMobile: boolean,
): Promise<{ ID: number; HideMobile: boolean; Version: number }> =>
  request(`/contents/${segment(id)}/hide-content`, { method: 'PUT', body: { HideMobile } });

export const moveContent = (
  id: number,
  MenuID: number,
  ORD: number,
): Promise<{ ID: number; MenuID: number; ORD: number; Version: number }> =>
  request(`/contents/${segment(id)}/move`, { method: 'PUT', body: { MenuID, ORD } });

export const deleteContent = (id: number): Promise<{ affectedRows: number; Version: number }> =>
  request(`/contents/${segment(id)}`, { method: 'DELETE' });
