import { queryOptions } from '@tanstack/react-query';
import { fetchRevisions } from './api.ts';

export const revisionsQueryKey = (owner: string, menuId: number) =>
  ['menu-revisions', owner, menuId] as const;

/** A menu's revisions, newest first; asked again each time the panel opens (a save adds one). */
export const revisionsQuery = (owner: string, menuId: number) =>
  queryOptions({
    queryKey: revisionsQueryKey(owner, menuId),
    queryFn: ({ signal }) => fetchRevisions(owner, menuId, signal),
    select: (list) => list.data,
    staleTime: 0,
  });
