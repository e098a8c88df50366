import { describe, expect, it } from 'vitest';
import {
  exponentOf,
  formatMoney,
  lineMinor,
  linesMinor,
  minorOf,
  sumMinor,
  wireOf,
} from './money-view.ts';

describe('money as clients see it', () => {
  it('knows each currency’s exponent', () => {
    expect([exponentOf('EUR'), exponentOf('JPY'), exponentOf('KWD')]).toEqual([2, 0, 3]);
  });
  it('sums in minor units, so decimals never drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMinor([0.1, 0.2], 'EUR')).toBe(30);
    expect(minorOf(19.99, 'EUR')).toBe(1999);
    expect(minorOf(1.005, 'EUR')).toBe(101);
    expect(minorOf(1000, 'JPY')).toBe(1000);
    expect(minorOf(1.234, 'KWD')).toBe(1234);
    expect(wireOf(1234, 'KWD')).toBe(1.234);
  });
  it('formats minor units in the locale and currency', () => {
    expect(formatMoney(1250, 'EUR', 'es')).toMatch(/^12,50\s€$/);
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMoney(1000, 'JPY', 'en')).toBe('¥1,000');
    expect(formatMoney(1234, 'KWD', 'en')).toMatch(/1\.234/);
  });
});

describe('lines in minor units', () => {
  it('adds each extra once per unit, without float drift', () => {
    const line = { Quantity: 3, UnitPrice: 0.1, Extras: [{ Price: 0.2 }] };
    expect(lineMinor(line, 'EUR')).toBe(90);
    expect(linesMinor([line, { Quantity: 1, UnitPrice: 19.99, Extras: [] }], 'EUR')).toBe(2089);
  });
});
