import { beforeAll, describe, expect, it } from 'vitest';
import { insertPoint } from '../src/repos/dish-orders/points.ts';
import { call, databases, HOTEL, HOTEL_STAFF, login, useSharedApp } from './helpers.ts';
import { addOrder, PAELLA, WATER } from './report-fixtures.ts';

/**
 * Rows of lines count each order once per key however many of its lines share the key, and an
 * order's provider is the one its settled attempts name (the last in name when two took money),
 * whatever failed before: the report sums each order's lines and attempts once before grouping.
 */
type Row = { Key: string; Orders: number; Quantity: number; Revenue: number; Tips: number };
const rows = (body: { data: { Rows: Row[] } }) =>
  body.data.Rows.map((r) => [r.Key, r.Orders, r.Quantity, r.Revenue]);

describe.each(databases)('sales report rows summed per order on %s', (database) => {
  const ctx = useSharedApp(database);
  let staff = '';
  beforeAll(async () => {
    const { db } = ctx.app.deps;
    const point = await insertPoint(db, HOTEL, {
      Name: { es: 'Barra 7', en: 'Bar 7' },
      Kind: 'table',
      MenuID: null,
      Active: true,
      Availability: null,
    });
    const paella = (quantity: number) => ({
      dish: PAELLA,
      name: 'Paella',
      quantity,
      unit: 1_000,
    });
    const water = (quantity: number) => ({ dish: WATER, name: 'Agua', quantity, unit: 200 });
    // Paella ordered twice in one order (a second round), paid after a failed card.
    await addOrder(db, {
      point: point.ID,
      at: '2025-06-10T19:00:00.000Z',
      status: 'closed',
      lines: [paella(1), water(1), paella(2)],
      attempts: [
        { provider: 'redsys', state: 'failed', amount: 3_200 },
        { provider: 'demo', state: 'paid', amount: 3_200 },
      ],
    });
    // Two attempts took money (the provider changed between them): the order is counted once.
    await addOrder(db, {
      point: point.ID,
      at: '2025-06-10T20:00:00.000Z',
      status: 'finalized',
      lines: [water(2), water(3)],
      attempts: [
        { provider: 'demo', state: 'paid', amount: 400 },
        { provider: 'stripe', state: 'paid', amount: 600 },
      ],
    });
    // Not paid online.
    await addOrder(db, {
      point: point.ID,
      at: '2025-06-10T21:00:00.000Z',
      status: 'confirmed',
      lines: [paella(1)],
    });
    staff = await login(ctx.app, HOTEL_STAFF);
  });

  const get = (group: string) =>
    call(
      ctx.app,
      staff,
      'GET',
      `/api/private/reports/${HOTEL}/sales?from=2025-06-10&to=2025-06-10&group=${group}`,
    );

  it('counts an order once in the row of a dish it holds on several lines', async () => {
    const res = await get('dish');
    expect(res.status).toBe(200);
    expect(rows(res.body)).toEqual([
      [String(PAELLA), 2, 4, 40],
      [String(WATER), 2, 6, 12],
    ]);
    expect(res.body.data.Totals).toMatchObject({ Orders: 3, Lines: 6, Revenue: 52 });
    expect(rows((await get('station')).body)).toEqual([['none', 3, 10, 52]]);
  });

  it('puts each order under the provider of its settled attempts, once', async () => {
    const res = await get('provider');
    expect(rows(res.body)).toEqual([
      ['demo', 1, 4, 32],
      ['none', 1, 1, 10],
      ['stripe', 1, 5, 10],
    ]);
    expect(res.body.data.Totals).toMatchObject({ Orders: 3, Revenue: 52 });
  });
});
