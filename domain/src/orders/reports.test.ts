import { describe, expect, it } from 'vitest';
import {
  averageTicketCents,
  countsAsSale,
  foldSales,
  isReportDate,
  paymentMoneyOf,
  previousPeriodOf,
  reportRangeOf,
  revenueCents,
  timeKeysOf,
} from './reports.ts';
import { ORDER_STATUSES } from './status.ts';

const MADRID = 'Europe/Madrid';

describe('countsAsSale', () => {
  it('counts confirmed orders until they are cancelled, never an open basket', () => {
    const counted = ORDER_STATUSES.filter(countsAsSale);
    expect(counted).toEqual(['confirmed', 'checked', 'closed', 'finalized']);
    expect(countsAsSale('cancelled')).toBe(false);
    expect(countsAsSale('open')).toBe(false);
  });
});

describe('paymentMoneyOf', () => {
  const sums = { AmountCents: 2_450, TipCents: 300, RefundedCents: 0 };
  it('counts a paid attempt with its tip apart', () => {
    expect(paymentMoneyOf({ ...sums, State: 'paid' })).toEqual({
      paidCents: 2_450,
      tipsCents: 300,
      refundsCents: 0,
    });
  });
  it('counts a refunded attempt as paid back whole unless the ledger says how much', () => {
    expect(paymentMoneyOf({ ...sums, State: 'refunded' }).refundsCents).toBe(2_450);
    expect(paymentMoneyOf({ ...sums, State: 'refunded', RefundedCents: 500 }).refundsCents).toBe(
      500,
    );
  });
  it('counts a partial refund of a paid attempt', () => {
    expect(paymentMoneyOf({ ...sums, State: 'paid', RefundedCents: 450 }).refundsCents).toBe(450);
  });
  it('counts nothing of attempts that took no money', () => {
    for (const State of ['pending', 'failed', 'cancelled', 'expired'] as const)
      expect(paymentMoneyOf({ ...sums, State })).toEqual({
        paidCents: 0,
        tipsCents: 0,
        refundsCents: 0,
      });
  });
});

describe('sums', () => {
  it('adds amounts exactly in minor units and subtracts refunds from revenue', () => {
    const rows = foldSales([
      ['a', { orders: 1, grossCents: 10, quantity: 1 }],
      ['a', { orders: 1, grossCents: 20, quantity: 2, refundsCents: 5, tipsCents: 7 }],
      ['b', { orders: 1, grossCents: 1 }],
    ]);
    const a = rows.get('a');
    expect(a).toEqual({
      orders: 2,
      lines: 0,
      quantity: 3,
      grossCents: 30,
      tipsCents: 7,
      refundsCents: 5,
    });
    expect(a && revenueCents(a)).toBe(25);
    // Tips stay apart: not in the revenue, not in the average ticket.
    expect(a && averageTicketCents(a)).toBe(13);
    expect(averageTicketCents({ ...(a ?? rows.get('b')), orders: 0 } as never)).toBe(0);
  });
});

describe('time keys', () => {
  it('counts a dinner that ends at 01:00 in its evening', () => {
    // 00:40 UTC on Saturday 28 Nov is 01:40 in Madrid: Friday's service, the 01 hour.
    expect(timeKeysOf(new Date('2026-11-28T00:40:00Z'), MADRID)).toEqual({
      day: '2026-11-27',
      hour: '01',
      'weekday-hour': '5-01',
    });
    // The day change at 05:00: 04:10 UTC is 05:10 in Madrid, a new day.
    expect(timeKeysOf(new Date('2026-11-28T04:10:00Z'), MADRID).day).toBe('2026-11-28');
  });
  it('reads the hour on the clock of the venue across the spring DST change', () => {
    // 29 Mar 2026 at 01:30 UTC: Madrid jumped from 02:00 to 03:00, so its clock shows 03:30.
    expect(timeKeysOf(new Date('2026-03-29T01:30:00Z'), MADRID)).toEqual({
      day: '2026-03-28',
      hour: '03',
      'weekday-hour': '6-03',
    });
  });
  it('keeps both 02:00 hours of the autumn change in their night', () => {
    // 25 Oct 2026: 00:30 UTC and 01:30 UTC both show 02:30 in Madrid.
    const first = timeKeysOf(new Date('2026-10-25T00:30:00Z'), MADRID);
    const second = timeKeysOf(new Date('2026-10-25T01:30:00Z'), MADRID);
    expect(first).toEqual(second);
    expect(first.day).toBe('2026-10-24');
  });
});

describe('reportRangeOf', () => {
  it('runs from the day change opening the first day to the one closing the last', () => {
    const range = reportRangeOf('2026-11-27', '2026-11-28', MADRID);
    expect(range.start.toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-29T04:00:00.000Z');
    expect(range.days).toEqual(['2026-11-27', '2026-11-28']);
  });
  it('gives a DST day its 23 or 25 hours', () => {
    const spring = reportRangeOf('2026-03-28', '2026-03-28', MADRID);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = reportRangeOf('2026-10-24', '2026-10-24', MADRID);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });
  it('follows the day change the venue sets', () => {
    expect(reportRangeOf('2026-11-27', '2026-11-27', MADRID, 0).start.toISOString()).toBe(
      '2026-11-26T23:00:00.000Z',
    );
  });
});

describe('dates and periods', () => {
  it('refuses dates that do not exist', () => {
    expect(isReportDate('2026-02-28')).toBe(true);
    expect(isReportDate('2026-02-30')).toBe(false);
    expect(isReportDate('2026-2-3')).toBe(false);
  });
  it('compares with the period of the same length just before', () => {
    expect(previousPeriodOf('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
    expect(previousPeriodOf('2026-11-27', '2026-11-27')).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
    });
  });
});
