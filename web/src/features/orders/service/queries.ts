import type { Translatable } from '@carta/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attendRequest,
  fetchOrderingSettings,
  fetchServiceRequests,
  fetchSoldOut,
  markSoldOut,
  type OrderingSettings,
  pauseOrdering,
  type SoldOutUntil,
  saveOrderingSettings,
} from './api.ts';

export const serviceKeys = {
  all: (ws: string) => ['service', ws] as const,
  settings: (ws: string) => ['service', ws, 'settings'] as const,
  soldOut: (ws: string) => ['service', ws, 'sold-out'] as const,
  requests: (ws: string) => ['service', ws, 'requests'] as const,
};

/** Which queries a venue-wide event of the order stream makes stale. */
export const keysOfEvent = (ws: string, type: string) =>
  type === 'ordering'
    ? serviceKeys.settings(ws)
    : type === 'sold_out'
      ? serviceKeys.soldOut(ws)
      : type === 'service_request'
        ? serviceKeys.requests(ws)
        : null;

export const orderingSettingsQuery = (ws: string) =>
  queryOptions({
    queryKey: serviceKeys.settings(ws),
    queryFn: ({ signal }) => fetchOrderingSettings(ws, signal),
  });

export const soldOutQuery = (ws: string) =>
  queryOptions({
    queryKey: serviceKeys.soldOut(ws),
    queryFn: ({ signal }) => fetchSoldOut(ws, signal),
  });

export const serviceRequestsQuery = (ws: string) =>
  queryOptions({
    queryKey: serviceKeys.requests(ws),
    queryFn: ({ signal }) => fetchServiceRequests(ws, signal),
  });

export const usePause = (ws: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (until: Date | null) => pauseOrdering(ws, until),
    onSuccess: (settings) => client.setQueryData(serviceKeys.settings(ws), settings),
  });
};

/** A pause from the settings screen: until an instant, with the message written there. */
export const usePauseWith = (ws: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { until: Date | null; message?: Translatable | null }) =>
      pauseOrdering(ws, v.until, v.message),
    onSuccess: (settings) => client.setQueryData(serviceKeys.settings(ws), settings),
  });
};

export const useSaveOrderingSettings = (ws: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: Omit<OrderingSettings, 'PausedUntil'>) =>
      saveOrderingSettings(ws, settings),
    onSuccess: (settings) => client.setQueryData(serviceKeys.settings(ws), settings),
  });
};

export const useSoldOut = (ws: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      kind: 'dish' | 'extra';
      id: number;
      soldOut: boolean;
      until?: SoldOutUntil;
    }) => markSoldOut(ws, v, v.soldOut, v.until),
    onSuccess: () => client.invalidateQueries({ queryKey: serviceKeys.soldOut(ws) }),
  });
};

export const useAttend = (ws: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => attendRequest(ws, id),
    onSuccess: () => client.invalidateQueries({ queryKey: serviceKeys.requests(ws) }),
  });
};
