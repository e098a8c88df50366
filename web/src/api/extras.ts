import { parseTranslatable, type Translatable } from '@carta/domain/translatable';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, segment } from './client.ts';

/** behaviour.md#data Extra of a dish, its Name parsed. A 'new' one has no server id yet and may lack a price. */
export type Extra = {
  readonly ExtraID: number | 'new';
  readonly MenuContentID: number;
  readonly Name: Translatable;
  readonly Price: number | null;
  /** behaviour.md#extra-groups: its modifier group of the same dish; null (or absent) for none. */
  readonly GroupID?: number | null;
  /** EU allergen ids the option adds. */
  readonly Allergens?: readonly number[];
};

/** An extra as the server keeps it. */
export type SavedExtra = Extra & { readonly ExtraID: number; readonly Price: number };

/** behaviour.md#api: Name travels as a JSON string of the translatable object. */
type WireExtra = {
  readonly ExtraID: number;
  readonly MenuContentID: number;
  readonly Name: string;
  readonly Price: number;
  readonly GroupID?: number | null;
  readonly Allergens?: readonly number[];
};

const fromWire = (extra: WireExtra): SavedExtra => ({
  ExtraID: extra.ExtraID,
  MenuContentID: extra.MenuContentID,
  Name: parseTranslatable(extra.Name),
  Price: extra.Price,
  GroupID: extra.GroupID ?? null,
  Allergens: extra.Allergens ?? [],
});

/**
 * behaviour.md#api `GET public/dish-orders/{ws}/extras/{id}`. Public: guest apps read it too, and a failure here
 * must not end a staff session.
 */
export const fetchExtras = async (
  ws: string,
  contentId: number,
  signal?: AbortSignal,
): Promise<SavedExtra[]> => {
  const answer = await request<{ data: WireExtra[] }>(
    `/public/dish-orders/${segment(ws)}/extras/${segment(contentId)}`,
    { scope: 'public', signal },
  );
  return answer.data.map(fromWire);
};

/**
 * behaviour.md#api `PUT private/dish-orders/{ws}/extras/{id}`: the dish's whole list; the server creates the
 * 'new' ones, updates the others and deletes those left out. Answers the stored list.
 */
export const saveExtras = async (
  ws: string,
  contentId: number,
  list: readonly Extra[],
): Promise<SavedExtra[]> => {
  const body = list.map((extra) => ({
    ExtraID: extra.ExtraID,
    MenuContentID: contentId,
    Name: JSON.stringify(extra.Name),
    // The dialog never saves an extra without a price; if one came here the server would say so.
    Price: extra.Price,
    // Sent every time: an option left without them would lose its group and allergens.
    GroupID: extra.GroupID ?? null,
    Allergens: extra.Allergens ?? [],
  }));
  const answer = await request<{ data: WireExtra[] }>(
    `/private/dish-orders/${segment(ws)}/extras/${segment(contentId)}`,
    { method: 'PUT', body },
  );
  return answer.data.map(fromWire);
};

/** behaviour.md#api `GET public/dish-orders/{ws}/show-extras/`: the first element's IncludeExtras. */
export const fetchShowExtras = async (ws: string, signal?: AbortSignal): Promise<boolean> => {
  const answer = await request<{ data: { IncludeExtras?: unknown }[] }>(
    `/public/dish-orders/${segment(ws)}/show-extras/`,
    { scope: 'public', signal },
  );
  return answer.data[0]?.IncludeExtras === true;
};

export const extrasQueryKey = (ws: string, contentId: number) => ['extras', ws, contentId] as const;

export const extrasQuery = (ws: string, contentId: number) =>
  queryOptions({
    queryKey: extrasQueryKey(ws, contentId),
    queryFn: ({ signal }) => fetchExtras(ws, contentId, signal),
  });

export const showExtrasQuery = (ws: string) =>
  queryOptions({
    queryKey: ['show-extras', ws] as const,
    queryFn: ({ signal }) => fetchShowExtras(ws, signal),
    // A setting of the enterprise: it does not change while a menu is edited.
    staleTime: 5 * 60_000,
  });

export const useExtras = (ws: string, contentId: number | null, enabled = true) =>
  useQuery({ ...extrasQuery(ws, contentId ?? 0), enabled: enabled && contentId !== null });

export const useShowExtras = (ws: string, enabled = true) =>
  useQuery({ ...showExtrasQuery(ws), enabled });

/**
 * behaviour.md#editing: after each add, edit or delete the dish's whole list is saved, then fetched again. The
 * cached list changes only once the server has it: a failure leaves it as it was.
 */
export const useSaveExtras = (ws: string, contentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (list: readonly Extra[]) => {
      const { queryKey } = extrasQuery(ws, contentId);
      const saved = await saveExtras(ws, contentId, list);
      queryClient.setQueryData(queryKey, saved);
      try {
        return await queryClient.fetchQuery({ ...extrasQuery(ws, contentId), staleTime: 0 });
      } catch {
        // Saved: the PUT's answer is the stored list, so a failed re-read loses nothing.
        return saved;
      }
    },
  });
};
