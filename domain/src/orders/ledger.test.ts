import { describe, expect, it } from 'vitest';
import { keptOf, type LedgerAttempt, ledgerOf, sharesOf } from './ledger.ts';
import { matchesAttempt } from './payments.ts';
import { planPayment } from './split.ts';

const paid = (amount: number, tip = 0, refunded = 0): LedgerAttempt => ({
  State: refunded >= amount + tip ? 'refunded' : 'paid',
  AmountCents: amount,
  TipCents: tip,
  RefundedCents: refunded,
  Open: false,
});
const open = (amount: number): LedgerAttempt => ({ ...paid(amount), State: 'pending', Open: true });

describe('ledgerOf', () => {
  it('the late 3,50 € of an order grown to 87,50 €: partial, 84 € due', () =>
    expect(ledgerOf(8750, [paid(350)])).toMatchObject({
      PaidCents: 350,
      DueCents: 8400,
      OverpaidCents: 0,
      Status: 'partial',
    }));
  it('a second payment of a paid order is Overpaid, never more Paid', () =>
    expect(ledgerOf(1000, [paid(1000), paid(1000)])).toMatchObject({
      PaidCents: 1000,
      DueCents: 0,
      OverpaidCents: 1000,
      Status: 'paid',
    }));
  it('tips stay apart; refunds come off the amount first', () => {
    expect(ledgerOf(1000, [paid(1000, 150)])).toMatchObject({ PaidCents: 1000, TipsCents: 150 });
    expect(keptOf(paid(1000, 150, 300))).toEqual({ amount: 700, tip: 150 });
    expect(keptOf(paid(1000, 150, 1100))).toEqual({ amount: 0, tip: 50 });
  });
  it('pending while a payment is open, refunded when all went back, none otherwise', () => {
    expect(ledgerOf(1000, [open(1000)]).Status).toBe('pending');
    expect(ledgerOf(1000, [paid(1000, 0, 1000)]).Status).toBe('refunded');
    expect(ledgerOf(1000, []).Status).toBe('none');
    expect(ledgerOf(0, []).Status).toBe('none');
  });
});

describe('planPayment', () => {
  const lines = [
    { ID: 1, TotalCents: 600, Covered: false },
    { ID: 2, TotalCents: 400, Covered: true },
  ];
  it('pays what is due and not in an open payment', () => {
    expect(planPayment(ledgerOf(1000, [open(400)]), lines, { kind: 'all' })).toMatchObject({
      ok: true,
      amountCents: 600,
      itemIds: [1],
    });
    expect(planPayment(ledgerOf(1000, [open(1000)]), lines, { kind: 'all' })).toMatchObject({
      ok: false,
      code: 'payment_pending',
    });
    expect(planPayment(ledgerOf(1000, [paid(1000)]), lines, { kind: 'all' })).toMatchObject({
      ok: false,
      code: 'already_paid',
    });
  });
  it('refuses a line paid or being paid, and a line of another order', () => {
    const ledger = ledgerOf(1000, []);
    expect(planPayment(ledger, lines, { kind: 'items', itemIds: [2] })).toMatchObject({
      status: 409,
      code: 'already_paid',
    });
    expect(planPayment(ledger, lines, { kind: 'items', itemIds: [1, 9] })).toMatchObject({
      status: 400,
      field: 'Items.1',
    });
  });
  it('shares of what is due sum exactly; an amount stays within it', () => {
    expect([1, 2, 3].map((k) => sharesOf(1000, 3, k))).toEqual([334, 667, 1000]);
    expect(
      planPayment(ledgerOf(1000, []), lines, { kind: 'amount', amountCents: 1001 }),
    ).toMatchObject({ status: 400, field: 'Amount' });
  });
});

it('a notification counts only for its attempt amount with the tip, in its currency', () => {
  const attempt = { AmountCents: 1000, TipCents: 100, Currency: 'JPY' };
  expect(matchesAttempt(attempt, { amountCents: 1100, currency: 'JPY' }).ok).toBe(true);
  expect(matchesAttempt(attempt, { amountCents: 1000, currency: 'JPY' })).toEqual({
    ok: false,
    field: 'amount',
  });
  expect(matchesAttempt(attempt, { amountCents: 1100, currency: 'EUR' })).toEqual({
    ok: false,
    field: 'currency',
  });
});
