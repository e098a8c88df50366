import { describe, expect, it } from 'vitest';
import { LINE_REST, unpaid } from '../testing.ts';
import type { Order } from '../types.ts';
import { baseOf, parseAmount, sharesOf, splitBodyOf, tipOf } from './split.ts';

const line = (ID: number, DeviceID: string, UnitPrice: number, Paid = false) => ({
  ID,
  MenuContentID: 40 + ID,
  Name: { es: `Plato ${ID}` },
  Quantity: 1,
  UnitPrice,
  Extras: [{ ExtraID: 1, Name: { es: 'Extra' }, Price: 0.2, Group: null }],
  Note: null,
  DeviceID,
  ...LINE_REST,
  Paid,
});

const order: Order = {
  ID: 8,
  PointID: 5,
  Status: 'open',
  PaymentStatus: 'partial',
  Items: [line(1, 'a', 0.1), line(2, 'a', 0.1), line(3, 'b', 9.9), line(4, 'a', 5, true)],
  Total: 15.8,
  ...unpaid(15.8),
  Paid: 5.2,
  Due: 10.6,
  Currency: 'EUR',
  CreatedAt: '2026-11-25T10:00:00.000Z',
  UpdatedAt: '2026-11-25T10:00:00.000Z',
};

describe('what a guest pays of the order', () => {
  it('pays all that is due, in minor units', () => {
    expect(baseOf(order, 'a', { kind: 'all' })).toBe(1060);
  });
  it('"my items" sums this phone’s unpaid lines in minor units (0.1 + 0.2 twice is 60, not 0.6000…1)', () => {
    expect(baseOf(order, 'a', { kind: 'mine' })).toBe(60);
    expect(splitBodyOf(order, 'a', { kind: 'mine' }, 0)).toEqual({ Items: [1, 2] });
    expect(baseOf(order, 'c', { kind: 'mine' })).toBeNull();
  });
  it('equal shares add up to what is due exactly', () => {
    expect([1, 2, 3].map((k) => sharesOf(1000, 3, k) - sharesOf(1000, 3, k - 1))).toEqual([
      334, 333, 333,
    ]);
    expect(baseOf(order, 'a', { kind: 'parts', of: 4, count: 1 })).toBe(265);
    expect(baseOf(order, 'a', { kind: 'parts', of: 4, count: 5 })).toBeNull();
    expect(splitBodyOf(order, 'a', { kind: 'parts', of: 4, count: 1 }, 0)).toEqual({
      Parts: { Of: 4, Count: 1 },
    });
  });
  it('an amount must be more than nothing and at most what is due', () => {
    expect(baseOf(order, 'a', { kind: 'amount', minor: 500 })).toBe(500);
    expect(baseOf(order, 'a', { kind: 'amount', minor: 1061 })).toBeNull();
    expect(baseOf(order, 'a', { kind: 'amount', minor: null })).toBeNull();
    expect(splitBodyOf(order, 'a', { kind: 'amount', minor: 500 }, 50)).toEqual({
      Amount: 5,
      Tip: 0.5,
    });
  });
  it('a tip is a rounded percentage of what is paid, or the amount typed', () => {
    expect(tipOf(1060, { kind: 'percent', percent: 10 })).toBe(106);
    expect(tipOf(1065, { kind: 'percent', percent: 15 })).toBe(160);
    expect(tipOf(1060, { kind: 'custom', minor: 200 })).toBe(200);
    expect(tipOf(1060, { kind: 'none' })).toBe(0);
  });
  it('reads typed amounts in the currency’s decimals', () => {
    expect(parseAmount('12,5', 'EUR')).toBe(1250);
    expect(parseAmount(' 12.50 ', 'EUR')).toBe(1250);
    expect(parseAmount('12', 'JPY')).toBe(12);
    expect(parseAmount('1.234', 'KWD')).toBe(1234);
    expect(parseAmount('1.234', 'EUR')).toBeNull();
    expect(parseAmount('-3', 'EUR')).toBeNull();
    expect(parseAmount('doce', 'EUR')).toBeNull();
  });
});
