import { describe, expect, it } from 'vitest';
import { answersRepeat, serviceRequestInputSchema } from './service-requests.ts';

describe('answersRepeat', () => {
  it('a tap within two minutes of the open request answers it; later rings again', () => {
    const open = { CreatedAt: '2026-06-03T10:30:00.000Z' };
    expect(answersRepeat(open, new Date('2026-06-03T10:31:59.999Z'))).toBe(true);
    expect(answersRepeat(open, new Date('2026-06-03T10:32:00.000Z'))).toBe(false);
  });
});

describe('serviceRequestInputSchema', () => {
  it('takes a waiter call or a bill with its way to pay, nothing else', () => {
    expect(serviceRequestInputSchema.safeParse({ Kind: 'bill', Pay: 'cash' }).success).toBe(true);
    expect(serviceRequestInputSchema.safeParse({ Kind: 'waiter', Note: 'Agua' }).success).toBe(
      true,
    );
    expect(serviceRequestInputSchema.safeParse({ Kind: 'bill', Pay: 'bitcoin' }).success).toBe(
      false,
    );
    expect(serviceRequestInputSchema.safeParse({ Kind: 'waiter', Extra: 1 }).success).toBe(false);
  });
});
