/**
 * The order lifecycle (behaviour.md#ordering): one table decides which action each actor may take in which
 * state. The status values are part of the API.
 */
export const ORDER_STATUSES = [
  'open',
  'confirmed',
  'checked',
  'closed',
  'finalized',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who acts: a guest through a point token, or the venue's staff through the back-office. */
export type Actor = 'guest' | 'staff';

export const ORDER_ACTIONS = [
  'addItems',
  'deleteItem',
  'deleteOrder',
  'confirm',
  'check',
  'close',
  'finalize',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

type Rule = {
  /** States the action may start from, per actor; an actor not listed may not take it at all. */
  readonly from: Partial<Record<Actor, readonly OrderStatus[]>>;
  /** The state after it; null: the order keeps its state (items change) or is gone (deleted). */
  readonly to: OrderStatus | null;
};

const ALL = ORDER_STATUSES;

/**
 * The transition table (recorded in docs/decisions.md). Guests change an order only while it is
 * open; staff confirm for a guest, move it through the kitchen and the bill, and may delete it at any
 * time. Staff may delete an item until the order is billed (finalized) or cancelled: a served dish
 * sent back is taken off the bill, a billed one is not rewritten.
 */
export const ORDER_TRANSITIONS: { readonly [A in OrderAction]: Rule } = {
  addItems: { from: { guest: ['open'] }, to: null },
  deleteItem: {
    from: { guest: ['open'], staff: ['open', 'confirmed', 'checked', 'closed'] },
    to: null,
  },
  deleteOrder: { from: { guest: ['open'], staff: ALL }, to: null },
  confirm: { from: { guest: ['open'], staff: ['open'] }, to: 'confirmed' },
  check: { from: { staff: ['confirmed'] }, to: 'checked' },
  close: { from: { staff: ['checked'] }, to: 'closed' },
  finalize: { from: { staff: ['closed'] }, to: 'finalized' },
  cancel: { from: { guest: ['open'], staff: ['open', 'confirmed'] }, to: 'cancelled' },
};

export type TransitionResult =
  | { readonly ok: true; readonly to: OrderStatus | null }
  | { readonly ok: false; readonly reason: 'actor' | 'state' };

/** Whether `actor` may take `action` on an order in state `status`, and the state it leads to. */
export const transition = (
  status: OrderStatus,
  action: OrderAction,
  actor: Actor,
): TransitionResult => {
  const rule = ORDER_TRANSITIONS[action];
  const from = rule.from[actor];
  if (!from) return { ok: false, reason: 'actor' };
  if (!from.includes(status)) return { ok: false, reason: 'state' };
  return { ok: true, to: rule.to };
};

/** States in which an order still needs the venue: a point holding one cannot be deleted. */
export const LIVE_STATUSES: readonly OrderStatus[] = ['open', 'confirmed', 'checked'];

/**
 * The orders a phone at the point is shown (a phone that scans late, or reloads): the live ones and
 * the served ones the table has not settled yet. Finalized and cancelled ones are history.
 */
export const TABLE_FOLLOWED_STATUSES: readonly OrderStatus[] = [...LIVE_STATUSES, 'closed'];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * Payment state, separate from the lifecycle, derived from the order's payments by one function
 * (ledgerOf): none (no money), pending (a payment open), partial (money came, some is due), paid
 * (nothing due), refunded (all money received went back).
 */
export const PAYMENT_STATUSES = ['none', 'pending', 'partial', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/** Confirming needs payment first when the venue asks for it and the order is not paid. */
export const needsPaymentBeforeConfirm = (
  paymentRequired: boolean,
  payment: PaymentStatus,
): boolean => paymentRequired && payment !== 'paid';

/**
 * A guest may not take lines off an order once money came or a payment is open: what was charged
 * must stay what the venue serves. Adding lines is always allowed (they raise what is due); staff
 * still may take lines off (and refund).
 */
export const guestLinesFrozenByPayment = (payment: PaymentStatus): boolean =>
  payment === 'pending' || payment === 'partial' || payment === 'paid';
