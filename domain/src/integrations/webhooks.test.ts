import { describe, expect, it } from 'vitest';
import {
  nextWebhookAttemptAt,
  WEBHOOK_RETRY_WINDOW_MS,
  webhookRetryDelayMs,
  webhookTypeOf,
} from './webhooks.ts';

describe('webhookTypeOf', () => {
  it('names adding lines by whether it opened the order', () => {
    expect(webhookTypeOf('addItems', true)).toBe('order.created');
    expect(webhookTypeOf('addItems', false)).toBe('order.items_added');
  });
  it('maps the lifecycle and payments, and tells nothing of the rest', () => {
    expect(webhookTypeOf('confirm', false)).toBe('order.confirmed');
    expect(webhookTypeOf('check', false)).toBe('order.accepted');
    expect(webhookTypeOf('payment_paid', false)).toBe('payment.succeeded');
    expect(webhookTypeOf('deleteItem', false)).toBeNull();
    expect(webhookTypeOf('payment_pending', false)).toBeNull();
  });
});

describe('nextWebhookAttemptAt', () => {
  const start = new Date('2026-11-27T10:00:00Z');
  it('doubles the wait after each failure, up to two hours', () => {
    expect([1, 2, 3, 4].map(webhookRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(webhookRetryDelayMs(30)).toBe(2 * 3600_000);
  });
  it('gives up once the next try would fall past 24 hours', () => {
    const late = new Date(start.getTime() + WEBHOOK_RETRY_WINDOW_MS - 60_000);
    expect(nextWebhookAttemptAt(start, 20, late)).toBeNull();
    const early = new Date(start.getTime() + 60_000);
    expect(nextWebhookAttemptAt(start, 1, early)?.getTime()).toBe(early.getTime() + 10_000);
  });
});
