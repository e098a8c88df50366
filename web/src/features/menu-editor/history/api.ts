import type { MenuChangeSummary, MenuSnapshot } from '@carta/domain/revisions';
import { request, segment } from '../../../api/client.ts';
import type { ListResponse } from '../../../api/types.ts';

/** One saved version of a menu, as the history lists it (behaviour.md#editing). */
export type RevisionItem = {
  readonly ID: number;
  readonly CreatedAt: string;
  readonly UserName: string;
  readonly Summary: MenuChangeSummary;
};

export type RevisionDetail = RevisionItem & {
  readonly MenuID: number;
  readonly Snapshot: MenuSnapshot;
};

/** The server keeps at most 50 by default: one page holds them all. */
const PAGE_SIZE = 100;

export const fetchRevisions = (
  owner: string,
  menuId: number,
  signal?: AbortSignal,
): Promise<ListResponse<RevisionItem>> =>
  request(`/menus/${segment(owner)}/${segment(menuId)}/revisions?page=1&size=${PAGE_SIZE}`, {
    signal,
  });

export const fetchRevision = (
  owner: string,
  menuId: number,
  revisionId: number,
  signal?: AbortSignal,
): Promise<RevisionDetail> =>
  request(`/menus/${segment(owner)}/${segment(menuId)}/revisions/${segment(revisionId)}`, {
    signal,
  });
