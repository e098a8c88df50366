import { describe, expect, it } from 'vitest';
import { demoPaymentsOff } from './demo.ts';
import { isLiveStripeKey } from './stripe.ts';

const trying = { production: false, stripeSecretKey: undefined, redsysEnvironment: undefined };

describe('demoPaymentsOff', () => {
  it('leaves the demo on while nothing says real money is taken', () => {
    expect(demoPaymentsOff(trying)).toBeNull();
    expect(demoPaymentsOff({ ...trying, stripeSecretKey: 'sk_test_abc' })).toBeNull();
    expect(demoPaymentsOff({ ...trying, redsysEnvironment: 'test' })).toBeNull();
  });

  it('turns it off in production, whatever the venue saved', () => {
    expect(demoPaymentsOff({ ...trying, production: true })).toBe('production');
    expect(
      demoPaymentsOff({
        production: true,
        stripeSecretKey: 'sk_live_x',
        redsysEnvironment: 'live',
      }),
    ).toBe('production');
  });

  it('turns it off once a live setting of a real provider is saved', () => {
    expect(demoPaymentsOff({ ...trying, stripeSecretKey: 'sk_live_abc' })).toBe('live_provider');
    expect(demoPaymentsOff({ ...trying, stripeSecretKey: 'rk_live_abc' })).toBe('live_provider');
    expect(demoPaymentsOff({ ...trying, redsysEnvironment: 'live' })).toBe('live_provider');
  });

  it('tells live Stripe keys from test ones', () => {
    expect(isLiveStripeKey('sk_live_1')).toBe(true);
    expect(isLiveStripeKey('sk_test_1')).toBe(false);
    expect(isLiveStripeKey('xsk_live_1')).toBe(false);
    expect(isLiveStripeKey(undefined)).toBe(false);
  });
});
