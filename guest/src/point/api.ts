import { ApiError } from '../api/client.ts';
import type {
  GuestConfig,
  NewItem,
  Order,
  PaymentAttempt,
  PaySplit,
  Receipt,
  RoomChargeBody,
  RoomChargeConfig,
  ServiceRequest,
  SoldOutMark,
  TipSettings,
} from './types.ts';

/** behaviour.md#errors: an availability refusal ("Fuera de horario."): nothing was stored. */
export type AddAnswer =
  | { readonly status: 'OK'; readonly data: Order }
  | { readonly status: 'KO'; readonly message?: string };

type Call = {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly token?: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
};

/**
 * One ordering call: its JSON, or an ApiError (status 0: no answer at all, the tap may be retried).
 * The token travels as a Bearer header, not in the address: addresses end up in logs and history.
 */
const call = async <T>(url: string, { method = 'GET', token, body, headers }: Call = {}) => {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'network error');
  }
  const json = (await res.json().catch(() => null)) as {
    error?: { message?: unknown; fields?: unknown; code?: unknown };
  } | null;
  if (!res.ok) {
    const message = typeof json?.error?.message === 'string' ? json.error.message : '';
    const code = typeof json?.error?.code === 'string' ? json.error.code : '';
    throw new ApiError(res.status, message || `${url}: ${res.status}`, [], code);
  }
  return json as T;
};

const pub = (ws: string) => `/api/public/dish-orders/${encodeURIComponent(ws)}`;
const guest = (ws: string) => `/api/specific/dish-orders/${encodeURIComponent(ws)}`;
const receiptPath = (ws: string, order: number, attempt: number) =>
  `${guest(ws)}/dish-orders/${order}/payments/${attempt}/receipt`;

/** The guest's ordering calls (behaviour.md#api "Dish orders", docs/api.md). */
export const pointApi = {
  token: (ws: string, code: string) =>
    call<{ token: string; config: GuestConfig }>(`${pub(ws)}/token/${encodeURIComponent(code)}/`),
  check: (ws: string, token: string) =>
    call<{ decoded: { point: unknown }; config: GuestConfig }>(
      `${pub(ws)}/check-token/${encodeURIComponent(token)}/`,
    ),
  add: (
    ws: string,
    token: string,
    body: { readonly Items: readonly NewItem[]; readonly DeviceID: string },
    idempotencyKey: string,
  ) =>
    call<AddAnswer>(`${guest(ws)}/dish-orders/`, {
      method: 'POST',
      token,
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  /** The table's open, sent and served orders: what a phone that scans late or reloads shows. */
  tableOrders: (ws: string, token: string) =>
    call<{ data: Order[]; total: number }>(`${guest(ws)}/table-orders`, { token }),
  order: (ws: string, token: string, id: number) =>
    call<{ data: Order }>(`${guest(ws)}/dish-orders/${id}`, { token }),
  deleteItem: (ws: string, token: string, itemId: number) =>
    call<{ data: Order }>(`${guest(ws)}/dish-orders-item/${itemId}`, { method: 'DELETE', token }),
  deleteOrder: (ws: string, token: string, id: number) =>
    call<{ affectedRows: number }>(`${guest(ws)}/dish-orders/${id}`, { method: 'DELETE', token }),
  /** Refused with a KO while the order holds something sold out now (behaviour.md#service-day). */
  confirm: (ws: string, token: string, id: number) =>
    call<{ data: Order } | { status: 'KO'; message?: string }>(
      `${guest(ws)}/dish-orders/${id}/confirm`,
      { method: 'PUT', token },
    ),
  /** Where to send the guest to pay (same window): the provider's page or one Carta hosts. */
  preparePay: (ws: string, token: string, id: number, returnPath: string, split: PaySplit = {}) =>
    call<{ data: string }>(`${guest(ws)}/dish-orders/${id}/prepare-pay`, {
      method: 'PUT',
      token,
      body: { ...split, ReturnPath: returnPath },
    }),
  /** The venue's provider and its tip settings (publishable data only). */
  paymentConfig: (ws: string, token: string) =>
    call<{ data: Partial<TipSettings> & { readonly Currency?: string } }>(
      `${guest(ws)}/dish-orders/payment-config`,
      { token },
    ),
  /** The guest is back from the provider: answers the verified state, never marks paid. */
  payOrder: (ws: string, token: string, id: number) =>
    call<{ data: { PaymentStatus: string } }>(`${guest(ws)}/dish-orders/${id}/pay-order`, {
      method: 'PUT',
      token,
    }),
  /** Whether this point may charge to the room, and what the guest is asked. */
  roomChargeConfig: (ws: string, token: string) =>
    call<{ data: RoomChargeConfig }>(`${guest(ws)}/dish-orders/room-charge-config`, { token }),
  /** Charge what is due to the room: the order comes back confirmed, its payment pending approval. */
  roomCharge: (ws: string, token: string, id: number, body: RoomChargeBody) =>
    call<{ data: Order }>(`${guest(ws)}/dish-orders/${id}/room-charge`, {
      method: 'PUT',
      token,
      body,
    }),
  payments: (ws: string, token: string, id: number) =>
    call<{ data: PaymentAttempt[]; total: number }>(`${guest(ws)}/dish-orders/${id}/payments`, {
      token,
    }),
  /** A payment's receipt (only a payment received has one), with its words in `lang`. */
  receipt: (ws: string, token: string, order: number, attempt: number, lang: string) =>
    call<{ data: Receipt }>(`${receiptPath(ws, order, attempt)}?lang=${encodeURIComponent(lang)}`, {
      token,
    }),
  /** The receipt as a PDF file: fetched with the token (a plain link could not send it). */
  receiptPdf: async (ws: string, token: string, order: number, attempt: number, lang: string) => {
    const url = `${receiptPath(ws, order, attempt)}.pdf?lang=${encodeURIComponent(lang)}`;
    let res: Response;
    try {
      res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    } catch (error) {
      throw new ApiError(0, error instanceof Error ? error.message : 'network error');
    }
    if (!res.ok) throw new ApiError(res.status, `${url}: ${res.status}`);
    return res.blob();
  },
  mailReceipt: (
    ws: string,
    token: string,
    order: number,
    attempt: number,
    body: { readonly Email: string; readonly lang: string },
  ) =>
    call<{ data: { Mailed: true } }>(`${receiptPath(ws, order, attempt)}/mail`, {
      method: 'POST',
      token,
      body,
    }),
  /** What is sold out at the venue now: the cart's lines are judged against it. */
  soldOut: (ws: string, token: string) =>
    call<{ data: SoldOutMark[]; total: number }>(`${guest(ws)}/sold-out`, { token }),
  /** Call a waiter or ask for the bill; a repeat within two minutes answers the open one. */
  serviceRequest: (
    ws: string,
    token: string,
    body: {
      readonly Kind: 'waiter' | 'bill';
      readonly Note?: string;
      readonly Pay?: 'card' | 'cash';
    },
  ) =>
    call<{ data: ServiceRequest }>(`${guest(ws)}/service-requests`, {
      method: 'POST',
      token,
      body,
    }),
  /** EventSource cannot send headers: the stream takes the token as behaviour.md#api's query parameter. */
  eventsUrl: (ws: string, token: string) =>
    `${guest(ws)}/events?token=${encodeURIComponent(token)}`,
};
