import { beforeEach, expect } from 'vitest';
import type { App } from '../src/deps.ts';
import { ordersUrl } from './dish-order-fixtures.ts';
import { HOTEL, useApp } from './helpers.ts';

/** What the dish-orders test files (dish-orders*.test.ts) share. */

/** 12:30 in Madrid (summer, UTC+2), 10:30 in UTC. */
export const IN_MADRID_HOURS = new Date('2026-06-03T10:30:00Z');

/** The hotel's orders as staff read them. */
export const priv = ordersUrl(HOTEL, 'private');
/** The hotel's orders as a guest's phone reads them. */
export const spec = ordersUrl(HOTEL, 'specific');

/** A staff read of an order, less what only staff read (its kitchen tickets), checked present. */
export const asGuestSees = (order: Record<string, unknown>) => {
  const { PrintCount, LastPrintedAt, ...rest } = order;
  expect(typeof PrintCount).toBe('number');
  expect(LastPrintedAt === null || typeof LastPrintedAt === 'string').toBe(true);
  return rest;
};

/**
 * Counts of the ordering tables' rows added since each test's start (registered in a describe
 * block: the baseline is taken before each test).
 */
export const rowCounter = (ctx: { app: App }) => {
  const tableCounts = async () => {
    const { db } = ctx.app.deps;
    const n = async (table: 'dish_orders' | 'dish_order_items') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    // Order events only: a settings change (ordering turned on in a setup) is a venue-wide event.
    const orderEvents = await db
      .selectFrom('dish_order_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('OrderID', '>', 0)
      .executeTakeFirst();
    return {
      orders: await n('dish_orders'),
      items: await n('dish_order_items'),
      events: Number(orderEvents?.n),
    };
  };
  let baseline = { orders: 0, items: 0, events: 0 };
  const countRows = async () => {
    const current = await tableCounts();
    return {
      orders: current.orders - baseline.orders,
      items: current.items - baseline.items,
      events: current.events - baseline.events,
    };
  };
  beforeEach(async () => {
    baseline = await tableCounts();
  });
  return { countRows, baseline: () => baseline };
};

/**
 * An app per test whose clock reads `clock.now` (IN_MADRID_HOURS until a test moves it), with the
 * ordering tables' rows counted since each test's start.
 */
export const useOrdersApp = (database: string) => {
  const clock = { now: IN_MADRID_HOURS };
  const ctx = useApp(database, { clock: () => clock.now });
  return { ctx, clock, ...rowCounter(ctx) };
};
