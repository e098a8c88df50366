import type {
  OrderAction,
  OrderStatus,
  PaymentAttempt,
  StaffOrder,
  Order as WireOrder,
} from '@carta/domain/orders';
import { request, segment } from '../../api/client.ts';
import type { ListResponse } from '../../api/types.ts';

/** The order's wire shapes are domain's (domain/src/orders/wire.ts), as the server answers them. */
export type { OrderEvent, OrderedChoice, OrderItem, PaymentAttempt } from '@carta/domain/orders';

/**
 * An order as the staff screens hold it: a staff read also carries its kitchen tickets (StaffOrder),
 * the stream's events carry the order without them.
 */
export type Order = WireOrder & Partial<Pick<StaffOrder, 'PrintCount' | 'LastPrintedAt'>>;

export type OrdersFilter = {
  readonly page: number;
  readonly perPage: number;
  readonly status: OrderStatus | null;
  readonly point: number | null;
};

/** The actions the desk offers: the staff's part of domain's transition table. */
export type DeskAction = Extract<
  OrderAction,
  'confirm' | 'check' | 'close' | 'finalize' | 'cancel'
>;

const base = (ws: string) => `/private/dish-orders/${segment(ws)}/dish-orders`;

/** behaviour.md#api: the filter travels in a PUT body. */
export const fetchOrders = (
  ws: string,
  { page, perPage, status, point }: OrdersFilter,
  signal?: AbortSignal,
): Promise<ListResponse<StaffOrder>> =>
  request(`${base(ws)}/`, {
    method: 'PUT',
    body: { startIndex: page * perPage, itemPerPage: perPage, status, point },
    signal,
  });

export const fetchOrder = (ws: string, id: number, signal?: AbortSignal) =>
  request<{ data: StaffOrder }>(`${base(ws)}/${segment(id)}`, { signal });

export const actOnOrder = (ws: string, id: number, action: DeskAction) =>
  request<{ data: Order }>(`${base(ws)}/${segment(id)}/${action}`, { method: 'PUT' });

export const deleteOrder = (ws: string, id: number) =>
  request<{ affectedRows: number }>(`${base(ws)}/${segment(id)}`, { method: 'DELETE' });

/** One more printed ticket; PrintCount above 1 means this one is a copy. */
export const markPrinted = (ws: string, id: number) =>
  request<{ data: StaffOrder }>(`${base(ws)}/${segment(id)}/printed`, {
    method: 'PUT',
  });

/** The staff's live stream (docs/api.md "Live events"). */
export const eventsPath = (ws: string) => `/private/dish-orders/${segment(ws)}/events`;

export const fetchPayments = (ws: string, id: number, signal?: AbortSignal) =>
  request<ListResponse<PaymentAttempt>>(`${base(ws)}/${segment(id)}/payments`, { signal });

/** One payment refunded, whole (no Amount) or in part; again answers the refunded payment. */
export const refundOrder = (
  ws: string,
  id: number,
  body: { readonly AttemptID?: number; readonly Amount?: number } = {},
) =>
  request<{ data: PaymentAttempt }>(`${base(ws)}/${segment(id)}/refund`, {
    method: 'PUT',
    body,
  });

/** A payment link of what is due, opened by whoever has it (a guest at another table, a room). */
export const payLink = (ws: string, id: number, provider: string) =>
  request<{ data: { url: string; ExpiresAt: string; attempt: PaymentAttempt } }>(
    `${base(ws)}/${segment(id)}/${segment(provider)}-pay-link-order`,
    { method: 'PUT', body: {} },
  );

/** The venue's card provider (null: online payment off), from its ordering settings. */
export const fetchPaymentType = (ws: string, signal?: AbortSignal) =>
  request<{ data: readonly { readonly PaymentType: string | null }[] }>(
    `/private/dish-orders/${segment(ws)}/dish-orders-config`,
    { signal },
  ).then((answer) => answer.data[0]?.PaymentType ?? null);
