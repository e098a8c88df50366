import { queryOptions } from '@tanstack/react-query';
import { fetchContents, fetchEnterprise, fetchMe, fetchMenus } from './endpoints.ts';

/** Query keys in one place, so invalidations after a save name exactly what they refresh. */
export const queryKeys = {
  me: ['me'] as const,
  enterprise: (id: string) => ['enterprise', id] as const,
  menus: (owner: string) => ['menus', owner] as const,
  contents: (menuId: number) => ['contents', menuId] as const,
};

export const meQuery = () =>
  queryOptions({ queryKey: queryKeys.me, queryFn: ({ signal }) => fetchMe(signal) });

export const enterpriseQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.enterprise(id),
    queryFn: ({ signal }) => fetchEnterprise(id, signal),
  });

export const menusQuery = (owner: string) =>
  queryOptions({
    queryKey: queryKeys.menus(owner),
    queryFn: ({ signal }) => fetchMenus(owner, signal),
    select: (list) => list.data,
  });

export const contentsQuery = (menuId: number) =>
  queryOptions({
    queryKey: queryKeys.contents(menuId),
    queryFn: ({ signal }) => fetchContents(menuId, signal),
    select: (list) => list.data,
  });
