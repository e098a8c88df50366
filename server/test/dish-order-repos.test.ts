import { pointCodeSchema } from '@carta/domain/orders';
import { describe, expect, it } from 'vitest';
import { appendEvent, lastEventId, readEvents } from '../src/repos/dish-orders/events.ts';
import { claimKey, rememberAnswer } from '../src/repos/dish-orders/idempotency.ts';
import { openOrderOf } from '../src/repos/dish-orders/orders.ts';
import {
  deletePoint,
  findPointByCode,
  insertPoint,
  rotatePointCode,
} from '../src/repos/dish-orders/points.ts';
import { databases, HOTEL, PLAZA, useApp } from './helpers.ts';

const fields = {
  Name: { es: 'Mesa 9' },
  Kind: 'table' as const,
  MenuID: null,
  Active: true,
  Availability: null,
};

describe.each(databases)('dish-order repositories on %s', (database) => {
  const ctx = useApp(database);

  it('gives a point a 128-bit URL-safe code, found in its venue only, and rotates it', async () => {
    const { db } = ctx.app.deps;
    const point = await insertPoint(db, HOTEL, fields);
    expect(pointCodeSchema.safeParse(point.Code).success).toBe(true);
    expect((await findPointByCode(db, HOTEL, point.Code))?.ID).toBe(point.ID);
    expect(await findPointByCode(db, PLAZA, point.Code)).toBeUndefined();
    const rotated = await rotatePointCode(db, HOTEL, point.ID);
    expect(rotated?.Code).not.toBe(point.Code);
    expect(await findPointByCode(db, HOTEL, point.Code)).toBeUndefined();
    expect(await rotatePointCode(db, PLAZA, point.ID)).toBeUndefined();
    expect(await deletePoint(db, HOTEL, point.ID)).toBe(true);
    expect(await findPointByCode(db, HOTEL, rotated?.Code ?? '')).toBeUndefined();
  });

  it('two phones opening the order of one point at once share one open order', async () => {
    const { db } = ctx.app.deps;
    const point = await insertPoint(db, HOTEL, fields);
    const opened = await Promise.all(
      Array.from({ length: 6 }, () =>
        db
          .transaction()
          .execute((trx) => openOrderOf(trx, { ws: HOTEL, pointId: point.ID, currency: 'EUR' })),
      ),
    );
    expect(new Set(opened.map((o) => o.row.ID)).size).toBe(1);
    expect(opened.filter((o) => o.created)).toHaveLength(1);
  });

  it('replays a key with the same body, refuses another body, forgets it after 24 h', async () => {
    const { db } = ctx.app.deps;
    const at = new Date('2026-05-01T10:00:00Z');
    const k = { scope: 'point:1', key: 'k-1', bodyHash: 'a', at };
    expect(await claimKey(db, k)).toEqual({ kind: 'new' });
    await rememberAnswer(db, k, 200, { status: 'OK' });
    expect(await claimKey(db, k)).toEqual({
      kind: 'replay',
      status: 200,
      answer: { status: 'OK' },
    });
    expect(await claimKey(db, { ...k, bodyHash: 'b' })).toEqual({ kind: 'conflict' });
    expect(await claimKey(db, { ...k, scope: 'point:2' })).toEqual({ kind: 'new' });
    const later = new Date(at.getTime() + 24 * 3600_000 + 1);
    expect(await claimKey(db, { ...k, bodyHash: 'b', at: later })).toEqual({ kind: 'new' });
  });

  it('numbers events upwards per venue and reads them from a cursor, by point', async () => {
    const { db, dialect } = ctx.app.deps;
    const write = (pointId: number) =>
      db
        .transaction()
        .execute((trx) =>
          appendEvent(trx, dialect, { ws: HOTEL, pointId, orderId: 1, type: 'confirm', data: {} }),
        );
    const ids = await Promise.all([write(1), write(2), write(1)]);
    expect(new Set(ids).size).toBe(3);
    const all = await readEvents(db, { ws: HOTEL, after: 0, point: null, limit: 100 });
    expect(all.map((e) => e.ID)).toEqual([...ids].sort((a, b) => a - b));
    expect(await readEvents(db, { ws: PLAZA, after: 0, point: null, limit: 100 })).toEqual([]);
    const first = Math.min(...ids);
    const rest = await readEvents(db, { ws: HOTEL, after: first, point: 1, limit: 100 });
    expect(rest.every((e) => e.PointID === 1 && e.ID > first)).toBe(true);
    expect(await lastEventId(db, HOTEL)).toBe(Math.max(...ids));
  });

  it('the demo hotel takes orders: points of each kind, orders in each live state, priced', async () => {
    const { db } = ctx.app.deps;
    const points = await db
      .selectFrom('dish_order_points')
      .select(['Kind'])
      .where('EnterpriseID', '=', HOTEL)
      .execute();
    expect(new Set(points.map((p) => p.Kind))).toEqual(new Set(['table', 'room', 'sunbed']));
    const orders = await db
      .selectFrom('dish_orders')
      .select(['Status', 'TotalCents'])
      .where('EnterpriseID', '=', HOTEL)
      .execute();
    expect(new Set(orders.map((o) => o.Status))).toEqual(
      new Set(['open', 'confirmed', 'checked', 'closed']),
    );
    expect(orders.every((o) => o.TotalCents > 0)).toBe(true);
    const settings = await db.selectFrom('dish_order_settings').selectAll().execute();
    expect(settings.map((r) => [r.EnterpriseID, Boolean(r.OrderingEnabled)])).toEqual([
      [HOTEL, true],
    ]);
  });
});
