import { parseTranslatable, type Translatable } from '@carta/domain/translatable';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, segment } from './client.ts';

/** behaviour.md#extra-groups A modifier group of a dish, its Name parsed; 'new' has no server id yet. */
export type ExtraGroup = {
  readonly ID: number | 'new';
  readonly Name: Translatable;
  readonly Min: number;
  readonly Max: number;
};
export type SavedExtraGroup = ExtraGroup & { readonly ID: number; readonly ORD: number };

type WireGroup = { ID: number; Name: string; Min: number; Max: number; ORD: number };
const fromWire = (g: WireGroup): SavedExtraGroup => ({ ...g, Name: parseTranslatable(g.Name) });

const url = (scope: 'public' | 'private', ws: string, contentId: number) =>
  `/${scope}/dish-orders/${segment(ws)}/extra-groups/${segment(contentId)}`;

export const extraGroupsQuery = (ws: string, contentId: number) =>
  queryOptions({
    queryKey: ['extra-groups', ws, contentId] as const,
    queryFn: async ({ signal }) =>
      (
        await request<{ data: WireGroup[] }>(url('public', ws, contentId), {
          scope: 'public',
          signal,
        })
      ).data.map(fromWire),
  });

export const useExtraGroups = (ws: string, contentId: number) =>
  useQuery(extraGroupsQuery(ws, contentId));

/** The dish's whole list of groups, in its order: the server answers the stored list. */
export const useSaveExtraGroups = (ws: string, contentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (list: readonly ExtraGroup[]) => {
      const body = list.map((g) => ({
        ID: g.ID,
        MenuContentID: contentId,
        Name: JSON.stringify(g.Name),
        Min: g.Min,
        Max: g.Max,
      }));
      const answer = await request<{ data: WireGroup[] }>(url('private', ws, contentId), {
        method: 'PUT',
        body,
      });
      const saved = answer.data.map(fromWire);
      queryClient.setQueryData(extraGroupsQuery(ws, contentId).queryKey, saved);
      // A group removed leaves its options without one: the extras list reads that again.
      await queryClient.invalidateQueries({ queryKey: ['extras', ws, contentId] });
      return saved;
    },
  });
};
