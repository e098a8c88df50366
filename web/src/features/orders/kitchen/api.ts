import type { Translatable } from '@carta/domain';
import type { StationAssignment, StationInput, StationName } from '@carta/domain/orders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request, segment } from '../../../api/client.ts';
import type { ListResponse } from '../../../api/types.ts';
import type { Order } from '../api.ts';

/** A kitchen station (behaviour.md#kitchen). */
export type Station = {
  readonly ID: number;
  readonly Name: StationName;
  readonly PrepMinutes: number | null;
};

export type StationsAnswer = ListResponse<Station> & { readonly assignments: StationAssignment[] };

/** A menu section and its dishes, as the stations settings list them. */
export type StationTarget = {
  readonly MenuID: number;
  readonly MenuName: Translatable;
  readonly Dishes: readonly { readonly ID: number; readonly Name: Translatable }[];
};

const base = (ws: string) => `/private/dish-orders/${segment(ws)}`;

export const stationKeys = {
  all: (ws: string) => ['kitchen-stations', ws] as const,
  targets: (ws: string) => ['kitchen-stations', ws, 'targets'] as const,
};

export const stationsQuery = (ws: string) =>
  queryOptions({
    queryKey: stationKeys.all(ws),
    queryFn: ({ signal }) => request<StationsAnswer>(`${base(ws)}/stations`, { signal }),
  });

export const stationTargetsQuery = (ws: string) =>
  queryOptions({
    queryKey: stationKeys.targets(ws),
    queryFn: ({ signal }) =>
      request<ListResponse<StationTarget>>(`${base(ws)}/station-targets`, { signal }).then(
        (a) => a.data,
      ),
  });

/** Add (no id), rename or delete a station, or assign a section or a dish; the list is read again. */
export const useStationChange = (ws: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { readonly kind: 'save'; readonly id?: number; readonly input: StationInput }
        | { readonly kind: 'delete'; readonly id: number }
        | { readonly kind: 'assign'; readonly assignment: StationAssignment },
    ) => {
      if (change.kind === 'assign')
        return request(`${base(ws)}/station-assignments`, {
          method: 'PUT',
          body: change.assignment,
        });
      if (change.kind === 'delete')
        return request(`${base(ws)}/stations/${segment(change.id)}`, { method: 'DELETE' });
      return change.id === undefined
        ? request(`${base(ws)}/stations`, { method: 'POST', body: change.input })
        : request(`${base(ws)}/stations/${segment(change.id)}`, {
            method: 'PUT',
            body: change.input,
          });
    },
    onSettled: () => client.invalidateQueries({ queryKey: stationKeys.all(ws) }),
  });
};

/** Bump a line (ready) or undo it; the stream brings the change to every board. */
export const bumpLine = (ws: string, itemId: number, done: boolean) =>
  request<{ data: Order }>(`${base(ws)}/items/${segment(itemId)}/bump`, {
    method: 'PUT',
    body: { Done: done },
  });

export const recallOrder = (ws: string, orderId: number) =>
  request<{ data: Order }>(`${base(ws)}/dish-orders/${segment(orderId)}/recall`, {
    method: 'PUT',
  });
