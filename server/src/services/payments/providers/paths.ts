import type { PaymentType } from '@carta/domain/orders';

/**
 * Carta's public payment paths of a venue (behaviour.md#payments), built here only: the routes
 * register them with `:ws`, the providers hand them out with the venue's number, and both agree.
 * Stripe's dashboard calls its notification a webhook, so its path says so.
 */
const NOTIFY_AS: { readonly [K in PaymentType]: 'notify' | 'webhook' } = {
  demo: 'notify',
  stripe: 'webhook',
  redsys: 'notify',
};

/** The app mounts the payment routes under this prefix. */
export const API_PREFIX = '/api';

type Venue = number | ':ws';

/** A provider's public path of a venue, under API_PREFIX (a route pattern when `ws` is `:ws`). */
const providerPath = (ws: Venue, type: PaymentType, rest: string) =>
  `/public/payments/${ws}/${type}/${rest}`;

/** The route pattern of a provider's notification, under API_PREFIX. */
export const notifyRoute = (type: PaymentType) => providerPath(':ws', type, NOTIFY_AS[type]);

/** Where a provider posts a venue's notifications, from Carta's origin. */
export const notifyPath = (ws: number, type: PaymentType) =>
  `${API_PREFIX}${providerPath(ws, type, NOTIFY_AS[type])}`;

/** The route pattern of the page Carta hosts for a provider (the demo's card page, Redsys's form). */
export const payPageRoute = (type: PaymentType) => providerPath(':ws', type, 'pay/:reference');

/** The page Carta hosts for an attempt, from Carta's origin (the guest app opens it in the same window). */
export const payPagePath = (ws: number, type: PaymentType, reference: string) =>
  `${API_PREFIX}${providerPath(ws, type, `pay/${encodeURIComponent(reference)}`)}`;

/** A provider's notify address for a venue, as handed to the provider: Carta's public URL first. */
export const notifyUrl = (publicUrl: string, ws: number, type: PaymentType) =>
  `${publicUrl}${notifyPath(ws, type)}`;
