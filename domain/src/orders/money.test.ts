import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  CURRENCY_CODES,
  currencyExponent,
  formatMoney,
  fromMinor,
  isCurrency,
  toMinor,
} from './money.ts';
import {
  currencyOfNumeric,
  demoAmount,
  providerTakes,
  redsysAmount,
  stripeAmount,
} from './providers.ts';
import { itemTotalCents, orderTotalCents, unitTotalCents } from './totals.ts';

describe('money: minor units by the currency exponent', () => {
  it('knows the exponent of each venue currency', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('BHD')).toBe(3);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    for (const c of CURRENCY_CODES) expect(CURRENCIES[c].numeric).toMatch(/^\d{3}$/);
  });

  it('reads stored prices as minor units, to the nearest one', () => {
    expect(toMinor(19.99, 'EUR')).toBe(1999);
    expect(toMinor(0.1, 'EUR')).toBe(10);
    expect(toMinor(1.005, 'EUR')).toBe(101);
    expect(toMinor(0, 'EUR')).toBe(0);
    expect(toMinor(1_000_000, 'EUR')).toBe(100_000_000);
    expect(toMinor(2.675, 'EUR')).toBe(268);
    expect(toMinor(1000, 'JPY')).toBe(1000);
    expect(toMinor(1000.4, 'JPY')).toBe(1000);
    expect(toMinor(1.255, 'KWD')).toBe(1255);
    expect(toMinor(0.001, 'BHD')).toBe(1);
  });

  it('refuses what is not an amount', () => {
    expect(toMinor(-1, 'EUR')).toBeNull();
    expect(toMinor(Number.NaN, 'JPY')).toBeNull();
    expect(toMinor(Number.POSITIVE_INFINITY, 'KWD')).toBeNull();
  });

  it('writes minor units as the wire decimal number', () => {
    expect(fromMinor(1999, 'EUR')).toBe(19.99);
    expect(fromMinor(10, 'EUR')).toBe(0.1);
    expect(fromMinor(1000, 'JPY')).toBe(1000);
    expect(fromMinor(1255, 'KWD')).toBe(1.255);
  });

  it('round-trips every minor unit of each exponent', () => {
    for (const currency of ['EUR', 'JPY', 'KWD'])
      for (let c = 0; c < 100_00; c += 37)
        expect(toMinor(fromMinor(c, currency), currency)).toBe(c);
  });

  it("formats in the guest's locale", () => {
    expect(formatMoney(1999, 'EUR', 'es')).toBe('19,99\u00a0€');
    expect(formatMoney(1999, 'EUR', 'en')).toBe('€19.99');
    expect(formatMoney(1000, 'JPY', 'en')).toBe('¥1,000');
    expect(formatMoney(1255, 'KWD', 'en')).toMatch(/1\.255/);
    expect(formatMoney(100, 'EUR', 'not a locale!')).toBe('1.00 EUR');
  });
});

describe('each provider is given the amount in its own unit', () => {
  it('Stripe: minor units, zero-decimal currencies as whole units; no three-decimal currency', () => {
    expect(stripeAmount(1250, 'EUR')).toBe(1250);
    expect(stripeAmount(1000, 'JPY')).toBe(1000);
    expect(stripeAmount(1255, 'KWD')).toBeNull();
    expect(providerTakes('stripe', 'KWD')).toBe(false);
    expect(providerTakes('stripe', 'JPY')).toBe(true);
  });

  it('Redsys: the numeric ISO code and minor units as digits', () => {
    expect(redsysAmount(1250, 'EUR')).toEqual({ amount: '1250', currency: '978' });
    expect(redsysAmount(1000, 'JPY')).toEqual({ amount: '1000', currency: '392' });
    expect(redsysAmount(1255, 'KWD')).toBeNull();
    expect(currencyOfNumeric('392')).toBe('JPY');
    expect(currencyOfNumeric('978')).toBe('EUR');
    expect(currencyOfNumeric('999')).toBeNull();
  });

  it('demo: minor units of every currency', () => {
    expect(demoAmount(1250, 'EUR')).toBe('1250');
    expect(demoAmount(1000, 'JPY')).toBe('1000');
    expect(demoAmount(1255, 'KWD')).toBe('1255');
    expect(demoAmount(1, 'XYZ')).toBeNull();
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
    expect(fromMinor(orderTotalCents([tenCents, twenty]), 'EUR')).toBe(0.3);
    expect(orderTotalCents([item, tenCents])).toBe(4435);
    expect(orderTotalCents([])).toBe(0);
  });
});
