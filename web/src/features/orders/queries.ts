import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchPoints } from '../points/api.ts';
import {
  actOnOrder,
  type DeskAction,
  deleteOrder,
  fetchOrder,
  fetchOrders,
  fetchPayments,
  markPrinted,
  type Order,
  type OrdersFilter,
  refundOrder,
} from './api.ts';

export const orderKeys = {
  all: (ws: string) => ['orders', ws] as const,
  lists: (ws: string) => ['orders', ws, 'list'] as const,
  list: (ws: string, filter: OrdersFilter) => ['orders', ws, 'list', filter] as const,
  one: (ws: string, id: number) => ['orders', ws, 'one', id] as const,
  points: (ws: string) => ['orders', ws, 'points'] as const,
  payments: (ws: string, id: number) => ['orders', ws, 'payments', id] as const,
};

export const ordersQuery = (ws: string, filter: OrdersFilter) =>
  queryOptions({
    queryKey: orderKeys.list(ws, filter),
    queryFn: ({ signal }) => fetchOrders(ws, filter, signal),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (ws: string, id: number) =>
  queryOptions({
    queryKey: orderKeys.one(ws, id),
    queryFn: ({ signal }) => fetchOrder(ws, id, signal).then((answer) => answer.data),
  });

/** Largest page the points list answers: every point of a venue, for names and the filter. */
const ALL_POINTS = 1000;

export const orderPointsQuery = (ws: string) =>
  queryOptions({
    queryKey: orderKeys.points(ws),
    queryFn: ({ signal }) =>
      fetchPoints(ws, { page: 0, perPage: ALL_POINTS, search: '' }, signal).then((l) => l.data),
    staleTime: 60_000,
  });

/** An order changed (by an action here or an event): its copy is stored, every list refetched. */
export const useStoreOrder = (ws: string) => {
  const client = useQueryClient();
  return (order: Order | null, id: number) => {
    if (order) client.setQueryData(orderKeys.one(ws, id), order);
    else client.removeQueries({ queryKey: orderKeys.one(ws, id) });
    void client.invalidateQueries({ queryKey: orderKeys.lists(ws) });
  };
};

export const useOrderAction = (ws: string) => {
  const store = useStoreOrder(ws);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: DeskAction }) => actOnOrder(ws, id, action),
    onSuccess: ({ data }) => store(data, data.ID),
  });
};

export const useDeleteOrder = (ws: string) => {
  const store = useStoreOrder(ws);
  return useMutation({
    mutationFn: (id: number) => deleteOrder(ws, id),
    onSuccess: (_, id) => store(null, id),
  });
};

/**
 * How often and when an order's ticket was printed, read afresh whenever a ticket opens: another
 * tablet may have printed it since (behaviour.md#ordering).
 */
export const printsQuery = (ws: string, id: number) =>
  queryOptions({
    queryKey: [...orderKeys.one(ws, id), 'prints'] as const,
    queryFn: ({ signal }) =>
      fetchOrder(ws, id, signal).then(({ data }) => ({
        count: data.PrintCount ?? 0,
        last: data.LastPrintedAt ?? null,
      })),
    staleTime: 0,
  });

export const usePrintTicket = (ws: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markPrinted(ws, id).then((answer) => answer.data),
    onSuccess: (printed) =>
      client.setQueryData(printsQuery(ws, printed.ID).queryKey, {
        count: printed.PrintCount,
        last: printed.LastPrintedAt,
      }),
  });
};

/** An order's payment attempts; `moved` (its payment state and last change) reads them again. */
export const paymentsQuery = (ws: string, id: number, moved: string) =>
  queryOptions({
    queryKey: [...orderKeys.payments(ws, id), moved] as const,
    queryFn: ({ signal }) => fetchPayments(ws, id, signal).then((answer) => answer.data),
  });

export const useRefund = (ws: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      attempt,
      amount,
    }: {
      readonly id: number;
      readonly attempt: number;
      readonly amount?: number;
    }) =>
      refundOrder(ws, id, {
        AttemptID: attempt,
        ...(amount === undefined ? {} : { Amount: amount }),
      }),
    onSettled: (_, __, { id }) => {
      void client.invalidateQueries({ queryKey: orderKeys.one(ws, id) });
      void client.invalidateQueries({ queryKey: orderKeys.payments(ws, id) });
      void client.invalidateQueries({ queryKey: orderKeys.lists(ws) });
    },
  });
};
