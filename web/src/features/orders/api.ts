import type { Translatable } from '@carta/domain';
import type { OrderAction, OrderStatus, PaymentStatus } from '@carta/domain/orders';
import { request, segment } from '../../api/client.ts';
import type { ListResponse } from '../../api/types.ts';

/** An extra as ordered; Group is the modifier group it was chosen in (null: none, or before groups). */
export type OrderedChoice = {
  readonly ExtraID: number;
  readonly Name: Translatable;
  readonly Price: number;
  readonly Group?: {
    readonly ID: number;
    readonly Name: Translatable;
    readonly ORD: number;
  } | null;
};

/** An order as the server answers it (docs/api.md "Order"): prices as when ordered. */
export type OrderItem = {
  readonly ID: number;
  readonly MenuContentID: number;
  readonly Name: Translatable;
  readonly Quantity: number;
  readonly UnitPrice: number;
  readonly Extras: readonly OrderedChoice[];
  readonly Note: string | null;
  readonly DeviceID: string | null;
  /** Paid by a settled payment, and that payment's reference. */
  readonly Paid?: boolean;
  readonly PaymentReference?: string | null;
  /** The kitchen station that prepares it (null: none) and when the kitchen bumped it. */
  readonly StationID?: number | null;
  readonly DoneAt?: string | null;
};

export type Order = {
  readonly ID: number;
  readonly PointID: number;
  readonly Status: OrderStatus;
  readonly PaymentStatus: PaymentStatus;
  readonly Items: readonly OrderItem[];
  readonly Total: number;
  /** The order's ledger (wire decimals): received and kept, tips apart, still due, beyond Total. */
  readonly Paid?: number;
  readonly Tips?: number;
  readonly Due?: number;
  readonly Overpaid?: number;
  readonly Currency: string;
  readonly CreatedAt: string;
  readonly UpdatedAt: string;
  /** When it was last served: the kitchen may recall it for a while. */
  readonly ServedAt?: string | null;
  /** Staff reads only: the kitchen tickets printed so far and when the latest was. */
  readonly PrintCount?: number;
  readonly LastPrintedAt?: string | null;
};

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
): Promise<ListResponse<Order>> =>
  request(`${base(ws)}/`, {
    method: 'PUT',
    body: { startIndex: page * perPage, itemPerPage: perPage, status, point },
    signal,
  });

export const fetchOrder = (ws: string, id: number, signal?: AbortSignal) =>
  request<{ data: Order }>(`${base(ws)}/${segment(id)}`, { signal });

export const actOnOrder = (ws: string, id: number, action: DeskAction) =>
  request<{ data: Order }>(`${base(ws)}/${segment(id)}/${action}`, { method: 'PUT' });

export const deleteOrder = (ws: string, id: number) =>
  request<{ affectedRows: number }>(`${base(ws)}/${segment(id)}`, { method: 'DELETE' });

/** One more printed ticket; PrintCount above 1 means this one is a copy. */
export const markPrinted = (ws: string, id: number) =>
  request<{ data: Order & { PrintCount: number; LastPrintedAt: string | null } }>(
    `${base(ws)}/${segment(id)}/printed`,
    {
      method: 'PUT',
    },
  );

/** The staff's live stream (docs/api.md "Live events"). */
export const eventsPath = (ws: string) => `/private/dish-orders/${segment(ws)}/events`;

/** One order change as the stream carries it. */
export type OrderEvent = {
  readonly ID: number;
  readonly Type: OrderAction;
  readonly OrderID: number;
  readonly PointID: number;
  readonly Order: Order;
  readonly CreatedAt: string;
};

/** One card payment attempt of an order (docs/api.md "Card payments of orders"). */
export type PaymentAttempt = {
  readonly ID: number;
  readonly OrderID: number;
  readonly Provider: string;
  readonly Reference?: string;
  /** The order's money it charges, the tip apart, and what went back of both (wire decimals). */
  readonly Amount: number;
  readonly Tip?: number;
  readonly Refunded?: number | boolean;
  readonly Currency: string;
  readonly State: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refunded';
  /** Reconciliation stopped asking the provider (after repeated failures): staff check it there. */
  readonly ReconcileFailedAt?: string | null;
  readonly ReconcileError?: string | null;
  readonly CreatedAt: string;
  readonly UpdatedAt: string;
};

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
