import { describe, expect, it } from 'vitest';
import {
  isRefundClaimStale,
  nextLookupAt,
  RECONCILE_MAX_TRIES,
  REFUND_CLAIM_TIMEOUT_MS,
} from './reconcile.ts';

const AT = new Date('2026-11-27T10:00:00Z');
const minutesAfter = (d: Date | null) => (d ? (d.getTime() - AT.getTime()) / 60_000 : null);

describe('nextLookupAt', () => {
  it('doubles the wait from one minute up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((t) => minutesAfter(nextLookupAt(t, AT)))).toEqual([
      1, 2, 4, 8, 16, 32, 60,
    ]);
  });

  it('retires the attempt at the limit, and past it', () => {
    expect(nextLookupAt(RECONCILE_MAX_TRIES, AT)).toBeNull();
    expect(nextLookupAt(RECONCILE_MAX_TRIES + 3, AT)).toBeNull();
  });
});

describe('isRefundClaimStale', () => {
  it('is stale from the timeout on, and when the claim has no date', () => {
    const claimed = AT.toISOString();
    expect(isRefundClaimStale(claimed, new Date(AT.getTime() + REFUND_CLAIM_TIMEOUT_MS - 1))).toBe(
      false,
    );
    expect(isRefundClaimStale(claimed, new Date(AT.getTime() + REFUND_CLAIM_TIMEOUT_MS))).toBe(
      true,
    );
    expect(isRefundClaimStale(null, AT)).toBe(true);
  });
});
