import { describe, expect, it } from 'vitest';
import { ATTEMPT_TTL_MS, attemptExpiresAt, canRefund, settleAttempt } from './payments.ts';
import { isRedsysOrderNumber, isRedsysPaymentAuthorised } from './providers/redsys.ts';

describe('settleAttempt: only a pending attempt moves', () => {
  it('moves a pending attempt to the outcome', () => {
    expect(settleAttempt('pending', 'paid')).toBe('paid');
    expect(settleAttempt('pending', 'failed')).toBe('failed');
    expect(settleAttempt('pending', 'expired')).toBe('expired');
  });
  it('records a late payment of an expired attempt', () =>
    expect(settleAttempt('expired', 'paid')).toBe('paid'));
  it('ignores duplicates and out-of-order events', () => {
    expect(settleAttempt('paid', 'paid')).toBeNull();
    expect(settleAttempt('paid', 'expired')).toBeNull();
    expect(settleAttempt('failed', 'paid')).toBeNull();
    expect(settleAttempt('refunded', 'paid')).toBeNull();
  });
});

it('refunds a paid attempt only', () => {
  expect(canRefund('paid')).toBe(true);
  expect(canRefund('refunded')).toBe(false);
  expect(canRefund('pending')).toBe(false);
});

describe('isRedsysPaymentAuthorised: 0000–0099 only', () => {
  it.each(['0000', '0099', '0', '99', ' 0050 '])('%s authorises', (c) =>
    expect(isRedsysPaymentAuthorised(c)).toBe(true),
  );
  it.each(['0100', '0400', '0900', '9915', '', 'abc', '-1', '00000'])('%s does not', (c) =>
    expect(isRedsysPaymentAuthorised(c)).toBe(false),
  );
});

it('Redsys order numbers: four digits then eight alphanumerics', () => {
  expect(isRedsysOrderNumber('1234abcdEFGH')).toBe(true);
  expect(isRedsysOrderNumber('abcd12345678')).toBe(false);
  expect(isRedsysOrderNumber('1234abc')).toBe(false);
});

it('an attempt expires 30 minutes after it starts', () => {
  const at = new Date('2026-11-25T10:00:00Z');
  expect(ATTEMPT_TTL_MS).toBe(1_800_000);
  expect(attemptExpiresAt(at).toISOString()).toBe('2026-11-25T10:30:00.000Z');
});
