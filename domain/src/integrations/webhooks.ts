/**
 * Outbound webhooks: the event types a venue may subscribe an endpoint to, named as receivers know
 * them, and the outbox event each one comes from.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.items_added',
  'order.confirmed',
  'order.accepted',
  'order.served',
  'order.finalized',
  'order.cancelled',
  'payment.succeeded',
  'payment.refunded',
  'order.room_charged',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** Outbox event type (an order action or a payment move) → the webhook type it is sent as. */
const FROM_OUTBOX: Readonly<Record<string, WebhookEventType>> = {
  confirm: 'order.confirmed',
  check: 'order.accepted',
  close: 'order.served',
  finalize: 'order.finalized',
  cancel: 'order.cancelled',
  payment_paid: 'payment.succeeded',
  payment_refunded: 'payment.refunded',
  room_charge_approved: 'order.room_charged',
};

/**
 * The webhook type of an outbox event, or null when receivers are not told of it (a line deleted,
 * an order deleted by staff, a payment started). Adding lines is `order.created` when it opened the
 * order, `order.items_added` otherwise.
 */
export const webhookTypeOf = (
  outboxType: string,
  openedOrder: boolean,
): WebhookEventType | null => {
  if (outboxType === 'addItems') return openedOrder ? 'order.created' : 'order.items_added';
  return FROM_OUTBOX[outboxType] ?? null;
};

const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** How long a delivery is retried before it is given up and its endpoint marked failing. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * HOUR;

/**
 * Wait before retry number `attempt` (1 after the first failure): doubling from 10 s, at most
 * 2 h apart, so a receiver down for a minute gets the event within a minute of coming back and
 * one down for a day is not hammered.
 */
export const webhookRetryDelayMs = (attempt: number): number =>
  Math.min(10 * SECOND * 2 ** Math.max(0, attempt - 1), 2 * HOUR);

/**
 * When to try a failed delivery again, or null to give up: the next try would fall past the retry
 * window, which starts when the delivery was made (or sent again by staff).
 */
export const nextWebhookAttemptAt = (
  windowStart: Date,
  attempts: number,
  now: Date,
): Date | null => {
  const next = new Date(now.getTime() + webhookRetryDelayMs(attempts));
  return next.getTime() - windowStart.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : next;
};
