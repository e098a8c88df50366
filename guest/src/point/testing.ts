import { waitFor } from '@testing-library/react';
import type { GuestConfig, Order, OrderItem } from './types.ts';

/** The browser's EventSource, driven by the test: what the point's stream would send. */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

/**
 * The point's stream once the page has opened it. It opens in an effect after the page's first
 * render, which a loaded machine runs after the test's next line: emitting on `last` at once
 * emitted on nothing.
 */
export const openStream = () =>
  waitFor(() => {
    const source = FakeEventSource.last;
    if (!source) throw new Error('the point’s stream is not open yet');
    return source;
  });

/** A table point of venue 1 with ordering on; tests override what they exercise. */
export const pointConfig = (over: Partial<GuestConfig> = {}): GuestConfig => ({
  OrderingEnabled: true,
  PaymentActive: false,
  PaymentType: null,
  PaymentRequired: false,
  IncludeExtras: true,
  Currency: 'EUR',
  Point: { ID: 5, Name: { es: 'Mesa 5', en: 'Table 5' }, Kind: 'table', MenuID: 2 },
  ...over,
});

/** The wire fields of a line that a test does not exercise: unpaid, no kitchen station, not bumped. */
export const LINE_REST = {
  Paid: false,
  PaymentReference: null,
  StationID: null,
  DoneAt: null,
} as const satisfies Partial<OrderItem>;

/** The ledger of an order nothing was paid of yet: all of `Total` is due, no payment made. */
export const unpaid = (Total: number) =>
  ({
    Paid: 0,
    Tips: 0,
    Due: Total,
    Overpaid: 0,
    Payments: [],
    ServedAt: null,
  }) satisfies Partial<Order>;
