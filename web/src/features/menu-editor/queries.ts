import { queryOptions } from '@tanstack/react-query';
import { fetchMenuUsers, fetchUser, fetchUsers } from './api.ts';

export const editorQueryKeys = {
  user: (id: number) => ['user', id] as const,
  users: ['users'] as const,
  menuUsers: (menuId: number) => ['menu-users', menuId] as const,
};

/** behaviour.md#api read one users/{userID}: Permission and ShowCustomColorMenu. */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: editorQueryKeys.user(id),
    queryFn: ({ signal }) => fetchUser(id, signal),
    staleTime: 60_000,
  });

export const usersQuery = () =>
  queryOptions({
    queryKey: editorQueryKeys.users,
    queryFn: ({ signal }) => fetchUsers(signal),
    select: (list) => list.data,
  });

export const menuUsersQuery = (menuId: number) =>
  queryOptions({
    queryKey: editorQueryKeys.menuUsers(menuId),
    queryFn: ({ signal }) => fetchMenuUsers(menuId, signal),
    select: (list) => list.data.map((user) => user.ID),
  });
