import type { Availability, Translatable } from '@carta/domain';
import type { PaymentType, ServiceRequestKind, ServiceRequestStatus } from '@carta/domain/orders';
import { request, segment } from '../../../api/client.ts';
import type { ListResponse } from '../../../api/types.ts';

/** The venue's ordering settings as dish-orders-config answers them. */
export type OrderingSettings = {
  readonly OrderingEnabled: boolean;
  readonly Currency: string;
  readonly PaymentRequired: boolean;
  readonly PaymentType: PaymentType | null;
  readonly Availability: Availability | null;
  readonly PausedUntil: string | null;
  readonly PauseMessage: Translatable | null;
  readonly DayChange: string;
};

export type SoldOutMark = {
  readonly Kind: 'dish' | 'extra';
  readonly ID: number;
  readonly Until: string | null;
  readonly Name: Translatable;
};

export type ServiceRequest = {
  readonly ID: number;
  readonly Kind: ServiceRequestKind;
  readonly PointID: number;
  readonly Status: ServiceRequestStatus;
  readonly Note: string | null;
  readonly Pay: 'card' | 'cash' | null;
  readonly CreatedAt: string;
  readonly DoneAt: string | null;
};

/** How long a sold-out mark lasts: the venue's day change, an instant, or until staff say so. */
export type SoldOutUntil = 'end-of-day' | string | null;

const base = (ws: string) => `/private/dish-orders/${segment(ws)}`;

export const fetchOrderingSettings = (ws: string, signal?: AbortSignal) =>
  request<ListResponse<OrderingSettings>>(`${base(ws)}/dish-orders-config`, { signal }).then(
    (answer) => answer.data[0] as OrderingSettings,
  );

/** Without PausedUntil: a pause set meanwhile from the desk is kept as it is. */
export const saveOrderingSettings = (ws: string, settings: Omit<OrderingSettings, 'PausedUntil'>) =>
  request<ListResponse<OrderingSettings>>(`${base(ws)}/dish-orders-config`, {
    method: 'PUT',
    body: settings,
  }).then((answer) => answer.data[0] as OrderingSettings);

/**
 * Pause until an instant (null resumes); without `message` the venue's message stays as it is,
 * with one (null: the app's own words) it changes too.
 */
export const pauseOrdering = (ws: string, until: Date | null, message?: Translatable | null) =>
  request<ListResponse<OrderingSettings>>(`${base(ws)}/pause`, {
    method: 'PUT',
    body: {
      PausedUntil: until ? until.toISOString() : null,
      ...(message === undefined ? {} : { PauseMessage: message }),
    },
  }).then((answer) => answer.data[0] as OrderingSettings);

export const fetchSoldOut = (ws: string, signal?: AbortSignal) =>
  request<ListResponse<SoldOutMark>>(`${base(ws)}/sold-out`, { signal }).then((a) => a.data);

export const markSoldOut = (
  ws: string,
  target: { readonly kind: 'dish' | 'extra'; readonly id: number },
  soldOut: boolean,
  until: SoldOutUntil = 'end-of-day',
) =>
  request<{ data: unknown }>(
    `${base(ws)}/${target.kind === 'dish' ? 'dishes' : 'extras'}/${segment(target.id)}/sold-out`,
    { method: 'PUT', body: soldOut ? { SoldOut: true, Until: until } : { SoldOut: false } },
  );

export const fetchServiceRequests = (ws: string, signal?: AbortSignal) =>
  request<ListResponse<ServiceRequest>>(`${base(ws)}/service-requests`, { signal }).then(
    (a) => a.data,
  );

export const attendRequest = (ws: string, id: number) =>
  request<{ data: ServiceRequest }>(`${base(ws)}/service-requests/${segment(id)}/done`, {
    method: 'PUT',
  });
