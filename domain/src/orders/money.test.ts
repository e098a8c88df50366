import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money.ts';
import { itemTotalCents, orderTotalCents, unitTotalCents } from './totals.ts';

describe('money', () => {
  it('reads stored prices as cents, to the nearest cent', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0)).toBe(0);
    expect(toCents(1_000_000)).toBe(100_000_000);
    expect(toCents(1.234)).toBe(123);
    expect(toCents(2.675)).toBe(268);
  });

  it('refuses what is not a price', () => {
    expect(toCents(-1)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('writes cents as two-decimal numbers', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(10)).toBe(0.1);
    expect(fromCents(0)).toBe(0);
  });

  it('round-trips every cent of a euro', () => {
    for (let c = 0; c < 100_00; c += 7) expect(toCents(fromCents(c))).toBe(c);
  });
});

describe('totals', () => {
  const item = { Quantity: 3, UnitPriceCents: 1250, ExtrasCents: [150, 75] };

  it('adds each extra once per unit', () => {
    expect(unitTotalCents(item)).toBe(1475);
    expect(itemTotalCents(item)).toBe(4425);
  });

  it('sums items without float drift', () => {
    const tenCents = { Quantity: 1, UnitPriceCents: 10, ExtrasCents: [] };
    const twenty = { Quantity: 1, UnitPriceCents: 20, ExtrasCents: [] };
    expect(fromCents(orderTotalCents([tenCents, twenty]))).toBe(0.3);
    expect(orderTotalCents([item, tenCents])).toBe(4435);
    expect(orderTotalCents([])).toBe(0);
  });
});
