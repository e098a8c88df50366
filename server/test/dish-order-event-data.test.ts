import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEventData, readEvents } from '../src/repos/dish-orders/events.ts';
import { orderingSetup, placeOrder } from './dish-order-fixtures.ts';
import { databases, HOTEL, useApp } from './helpers.ts';

/** 12:30 in Madrid: the demo's dishes take orders. */
const IN_MADRID_HOURS = new Date('2026-06-03T10:30:00Z');

/**
 * An event holds its order whole: a large one is kept deflated on SQLite (fewer bytes to sync and
 * checkpoint at every change of a long open order), and whoever reads it (a stream, a key's
 * replay) gets back exactly the order answered.
 */
describe.each(databases)('an order event of many lines on %s', (database) => {
  const ctx = useApp(database, { clock: () => IN_MADRID_HOURS });

  it('reads back as answered, for streams and replays, whatever way it is stored', async () => {
    const { token, dishes } = await orderingSetup(ctx.app);
    const body = {
      Items: Array.from({ length: 30 }, (_, i) => {
        const dish = dishes[i % dishes.length] ?? dishes[0];
        return {
          MenuContentID: dish?.id,
          Quantity: 1,
          Extras: dish?.extras.slice(0, 1).map((e) => e.id),
        };
      }),
      DeviceID: 'phone-1',
    };
    const key = { 'idempotency-key': randomUUID() };
    const placed = await placeOrder(ctx.app, token, body, key);
    expect(placed.status).toBe(200);
    const order = placed.body.data;
    const { db } = ctx.app.deps;
    const [event] = await readEvents(db, {
      ws: HOTEL,
      after: 0,
      point: order.PointID,
      limit: 500,
    }).then((events) => events.filter((e) => e.OrderID === order.ID));
    expect(event?.Data).toEqual(order);
    expect(await readEventData(db, HOTEL, event?.ID ?? 0)).toEqual(order);
    const raw = await db
      .selectFrom('dish_order_events')
      .select('Data')
      .where('ID', '=', event?.ID ?? 0)
      .executeTakeFirstOrThrow();
    if (database === 'sqlite') {
      expect(Buffer.isBuffer(raw.Data)).toBe(true);
      expect(raw.Data.length).toBeLessThan(JSON.stringify(order).length / 3);
    } else {
      // PostgreSQL keeps the text as written (compressing it itself), not a jsonb it must build.
      expect(typeof raw.Data).toBe('string');
      expect(JSON.parse(String(raw.Data))).toEqual(order);
    }
    // The key's replay reads the event: the same answer, byte for byte once parsed.
    const again = await placeOrder(ctx.app, token, body, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(placed.body);
  });

  it('keeps a small event as JSON text', async () => {
    const { token, dishes } = await orderingSetup(ctx.app);
    const placed = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }],
    });
    expect(placed.status).toBe(200);
    const raw = await ctx.app.deps.db
      .selectFrom('dish_order_events')
      .select('Data')
      .where('OrderID', '=', placed.body.data.ID)
      .executeTakeFirstOrThrow();
    if (database === 'sqlite') expect(typeof raw.Data).toBe('string');
    expect(JSON.stringify(placed.body.data).length).toBeLessThan(1024);
  });
});
