import type { OrderStatus } from './status.ts';

/**
 * The kitchen display's columns (behaviour.md#ordering, recorded in docs/decisions.md): what the kitchen must
 * start (confirmed: sent by the guest), what it is preparing (checked: accepted by staff) and what
 * went out (closed: served). Open orders are still being written by the guest; finalized and
 * cancelled ones are no longer the kitchen's.
 */
export const KITCHEN_COLUMNS = ['new', 'accepted', 'served'] as const;
export type KitchenColumn = (typeof KITCHEN_COLUMNS)[number];

const COLUMN_OF: Partial<Record<OrderStatus, KitchenColumn>> = {
  confirmed: 'new',
  checked: 'accepted',
  closed: 'served',
};

/** The column an order in `status` sits in, or null when the kitchen does not show it. */
export const kitchenColumnOf = (status: OrderStatus): KitchenColumn | null =>
  COLUMN_OF[status] ?? null;

/** Minutes after which an order's timer turns amber, then red. */
export type AgeThresholds = { readonly warnMinutes: number; readonly lateMinutes: number };

export const DEFAULT_AGE_THRESHOLDS: AgeThresholds = { warnMinutes: 10, lateMinutes: 20 };

/** Bounds a device may set: a minute to a long banquet's four hours. */
export const AGE_MINUTES_MIN = 1;
export const AGE_MINUTES_MAX = 240;

export type AgeLevel = 'fresh' | 'warn' | 'late';

/** Whole minutes from `since` to `now` (never negative: a clock a little behind the server's). */
export const minutesSince = (since: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));

/** How urgent an order waiting `minutes` is: amber from warnMinutes, red from lateMinutes. */
export const orderAgeLevel = (minutes: number, thresholds: AgeThresholds): AgeLevel =>
  minutes >= thresholds.lateMinutes ? 'late' : minutes >= thresholds.warnMinutes ? 'warn' : 'fresh';

/**
 * Thresholds a device asked for, made sane: whole minutes within bounds, red never before amber.
 * Anything unreadable falls back to the defaults.
 */
export const normalizeAgeThresholds = (value: unknown): AgeThresholds => {
  const read = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isFinite(v)
      ? Math.min(AGE_MINUTES_MAX, Math.max(AGE_MINUTES_MIN, Math.round(v)))
      : fallback;
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const warnMinutes = read(source.warnMinutes, DEFAULT_AGE_THRESHOLDS.warnMinutes);
  const lateMinutes = read(source.lateMinutes, DEFAULT_AGE_THRESHOLDS.lateMinutes);
  return { warnMinutes, lateMinutes: Math.max(warnMinutes, lateMinutes) };
};

/** The kitchen's alert rings while any order waits in the new column, until someone accepts it. */
export const needsKitchenAlert = (statuses: Iterable<OrderStatus>): boolean => {
  for (const status of statuses) if (kitchenColumnOf(status) === 'new') return true;
  return false;
};
