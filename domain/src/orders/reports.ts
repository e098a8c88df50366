import { localTimeIn } from '../local-time.ts';
import type { AttemptState } from './payments.ts';
import {
  addDays,
  DEFAULT_DAY_CHANGE_MINUTES,
  serviceDayBounds,
  serviceDayOf,
} from './service-day.ts';
import type { OrderStatus } from './status.ts';

/**
 * The venue's sales reports: which orders count, what they add, and the keys they are grouped by.
 * The server sums in SQL with these rules and folds the sums here; the web shows them as they come.
 */

export const REPORT_GROUPS = [
  'day',
  'hour',
  'weekday-hour',
  'dish',
  'point',
  'station',
  'provider',
] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A report covers at most a year (a leap year's 366 days). */
export const MAX_REPORT_DAYS = 366;

/**
 * An order is a sale once confirmed (by the guest or the staff) and for as long as it is not
 * cancelled: an open order is still a basket, a cancelled one was never served.
 */
export const SALE_STATUSES = [
  'confirmed',
  'checked',
  'closed',
  'finalized',
] as const satisfies readonly OrderStatus[];

export const countsAsSale = (status: OrderStatus): boolean =>
  (SALE_STATUSES as readonly string[]).includes(status);

/** The attempt states that took money: a refunded attempt was paid first. */
export const SETTLED_ATTEMPT_STATES = [
  'paid',
  'refunded',
] as const satisfies readonly AttemptState[];

/** Sums of a venue's payment attempts in one state (of orders that count). */
export type AttemptSums = {
  readonly State: AttemptState;
  readonly AmountCents: number;
  readonly TipCents: number;
  readonly RefundedCents: number;
};

export type PaymentMoney = { paidCents: number; tipsCents: number; refundsCents: number };

/**
 * What settled attempts add. A refunded attempt gave its whole amount back unless the ledger says
 * how much (a partial refund); a paid one may have given part of it back. Tips are money apart from
 * the amount: they are counted, never added to the revenue. Other states took nothing.
 */
export const paymentMoneyOf = (sums: AttemptSums): PaymentMoney => {
  if (sums.State === 'paid')
    return {
      paidCents: sums.AmountCents,
      tipsCents: sums.TipCents,
      refundsCents: sums.RefundedCents,
    };
  if (sums.State === 'refunded')
    return {
      paidCents: sums.AmountCents,
      tipsCents: sums.TipCents,
      refundsCents: sums.RefundedCents > 0 ? sums.RefundedCents : sums.AmountCents,
    };
  return { paidCents: 0, tipsCents: 0, refundsCents: 0 };
};

/** What a group of sales adds up to, every amount in integer minor units. */
export type SalesFacts = {
  orders: number;
  lines: number;
  quantity: number;
  /** What the lines cost, extras included, before refunds. */
  grossCents: number;
  tipsCents: number;
  refundsCents: number;
};

export const noSales = (): SalesFacts => ({
  orders: 0,
  lines: 0,
  quantity: 0,
  grossCents: 0,
  tipsCents: 0,
  refundsCents: 0,
});

export const addSales = (into: SalesFacts, more: Partial<SalesFacts>): SalesFacts => {
  into.orders += more.orders ?? 0;
  into.lines += more.lines ?? 0;
  into.quantity += more.quantity ?? 0;
  into.grossCents += more.grossCents ?? 0;
  into.tipsCents += more.tipsCents ?? 0;
  into.refundsCents += more.refundsCents ?? 0;
  return into;
};

/** Revenue: what the lines cost, less what was paid back. */
export const revenueCents = (facts: SalesFacts): number => facts.grossCents - facts.refundsCents;

/** The average ticket, to the nearest minor unit (half away from zero); 0 without orders. */
export const averageTicketCents = (facts: SalesFacts): number =>
  facts.orders === 0 ? 0 : Math.round(revenueCents(facts) / facts.orders);

/** Sums facts under their keys: several SQL buckets fold into one day, hour or dish. */
export const foldSales = (
  entries: Iterable<readonly [key: string, facts: Partial<SalesFacts>]>,
  into = new Map<string, SalesFacts>(),
): Map<string, SalesFacts> => {
  for (const [key, facts] of entries) {
    let row = into.get(key);
    if (!row) {
      row = noSales();
      into.set(key, row);
    }
    addSales(row, facts);
  }
  return into;
};

// --- ranges and time keys ----------------------------------------------------------------------

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists (2026-02-30 does not). */
export const isReportDate = (value: string): boolean =>
  DATE_PATTERN.test(value) && addDays(value, 0) === value;

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export type ReportRange = { from: string; to: string; start: Date; end: Date; days: string[] };

/**
 * The instants a range of service days covers: from the day change opening `from` to the one
 * closing `to` (a day of a DST change lasts 23 or 25 hours).
 */
export const reportRangeOf = (
  from: string,
  to: string,
  timeZone: string,
  dayChangeMinutes = DEFAULT_DAY_CHANGE_MINUTES,
): ReportRange => {
  const count = daysBetween(from, to);
  const days = Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(from, i));
  return {
    from,
    to,
    start: serviceDayBounds(from, timeZone, dayChangeMinutes).start,
    end: serviceDayBounds(to, timeZone, dayChangeMinutes).end,
    days,
  };
};

/** The period of the same length just before: what a report compares itself with. */
export const previousPeriodOf = (from: string, to: string): { from: string; to: string } => {
  const count = daysBetween(from, to);
  return { from: addDays(from, -count), to: addDays(from, -1) };
};

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export const isoWeekdayOf = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

const two = (n: number) => String(n).padStart(2, '0');

export type TimeKeys = { day: string; hour: string; 'weekday-hour': string };

/**
 * Where an instant falls: its service day (a dinner's 01:00 belongs to its evening), the hour the
 * venue's clock showed (`00`–`23`), and the weekday of its service day with that hour (`5-01`:
 * Friday night at one).
 */
export const timeKeysOf = (
  at: Date,
  timeZone: string,
  dayChangeMinutes = DEFAULT_DAY_CHANGE_MINUTES,
): TimeKeys => {
  const day = serviceDayOf(at, timeZone, dayChangeMinutes);
  const hour = two(Math.floor(localTimeIn(at, timeZone).minutes / 60));
  return { day, hour, 'weekday-hour': `${isoWeekdayOf(day)}-${hour}` };
};

/** The groups keyed by time, and the keys every such report shows even when nothing was sold. */
export const TIME_GROUPS = [
  'day',
  'hour',
  'weekday-hour',
] as const satisfies readonly ReportGroup[];
export type TimeGroup = (typeof TIME_GROUPS)[number];
export const isTimeGroup = (group: ReportGroup): group is TimeGroup =>
  (TIME_GROUPS as readonly string[]).includes(group);

/** The days of the range, every one of them (a chart of days shows a quiet day as zero). */
export const emptyKeysOf = (group: TimeGroup, range: ReportRange): string[] =>
  group === 'day' ? range.days : [];

/** A provider key for orders that no card provider took money for (paid at the till, or unpaid). */
export const NO_PROVIDER = 'none';
