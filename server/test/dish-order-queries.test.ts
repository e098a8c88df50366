import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import { databases, useApp } from './helpers.ts';

/** 12:30 in Madrid: the demo's dishes take orders. */
const IN_MADRID_HOURS = new Date('2026-06-03T10:30:00Z');

/**
 * Placing an order costs a fixed number of queries whatever it holds (behaviour.md#ordering, bench:orders):
 * one, three or thirty lines with extras run the same statements, transaction included.
 */
const QUERIES = {
  // begin (a lone order takes no savepoint in its group commit), 12 statements (the order's
  // payments among them: its money is on every answer; one makes the event's webhook deliveries,
  // whatever the number of endpoints), commit; 13 when the order is opened; the point's order
  // limit, counted in the database so that it holds across processes; and what of the order is
  // sold out now.
  sqlite: { newOrder: 17, openOrder: 16 },
  // Round trips to the database, each one statement: the point's order limit, begin, the reads
  // with the key's claim, the order with its new lines (opened or not), the event with its lock,
  // deliveries, key's answer and NOTIFY, commit. At most six (a process behind a balancer pays
  // each one in latency, and the venue's lock is held from the event to the commit only). Orders
  // of a venue that arrive together share one begin and commit, each in a savepoint: five each.
  postgres: { newOrder: 6, openOrder: 6 },
};

describe.each(databases)('placing an order on %s', (database) => {
  const queries: string[] = [];
  const ctx = useApp(database, {
    clock: () => IN_MADRID_HOURS,
    onQuery: (statement) => queries.push(statement),
  });

  it('runs the same queries for 1, 3 or 30 lines with extras', async () => {
    const { token, dishes } = await orderingSetup(ctx.app);
    const withExtras = dishes.filter((d) => d.extras.length > 0);
    expect(withExtras.length).toBeGreaterThan(0);
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const dish =
          (i % 2 === 0 ? withExtras[i % withExtras.length] : dishes[i % dishes.length]) ??
          dishes[0];
        return {
          MenuContentID: dish?.id,
          Quantity: 1,
          Extras: dish?.extras.slice(0, 2).map((e) => e.id) ?? [],
        };
      });
    const counted = async (n: number) => {
      queries.length = 0;
      const res = await placeOrder(
        ctx.app,
        token,
        { Items: lines(n) },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.body.status).toBe('OK');
      return queries.length;
    };
    const expected = QUERIES[database as keyof typeof QUERIES];
    expect(await counted(1)).toBe(expected.newOrder);
    expect(await counted(3)).toBe(expected.openOrder);
    expect(await counted(30)).toBe(expected.openOrder);
    if (database !== 'sqlite') return;
    // The open order is found through the one-open-per-point index, not by reading every order.
    const open = queries.find(
      (q) => q.startsWith('update "dish_orders"') && q.includes('"PointID"'),
    );
    const plan = await sql
      .raw<{ detail: string }>(`explain query plan ${open?.replaceAll('?', '1')}`)
      .execute(ctx.app.deps.db);
    expect(plan.rows.map((r) => r.detail).join()).toContain('dish_orders_one_open_per_point');
  });

  it('answers the order as reading it does, and replays that answer for its key', async () => {
    const { token, dishes } = await orderingSetup(ctx.app);
    const dish = dishes.find((d) => d.extras.length > 0) ?? dishes[0];
    const body = {
      Items: [
        {
          MenuContentID: dish?.id,
          Quantity: 2,
          Extras: dish?.extras.slice(0, 1).map((e) => e.id),
          Note: 'sin sal',
        },
      ],
      DeviceID: 'phone-1',
    };
    const key = { 'idempotency-key': randomUUID() };
    const placed = await placeOrder(ctx.app, token, body, key);
    expect(placed.status).toBe(200);
    expect(placed.headers['content-type']).toBe('application/json; charset=utf-8');
    const order = placed.body.data;
    // The read route's answer goes through the response schema: the placed one must match it.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `${ordersUrl(1)}/${order.ID}?token=${token}`,
    });
    expect(read.statusCode).toBe(200);
    expect(order).toEqual(read.json().data);
    expect(order.Items[0]).toMatchObject({ Quantity: 2, Note: 'sin sal', DeviceID: 'phone-1' });
    const again = await placeOrder(ctx.app, token, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(placed.body);
  });
});
