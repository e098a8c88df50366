import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useSharedApp,
} from './helpers.ts';
import { REPORT_FROM, REPORT_TO, seedReportOrders } from './report-fixtures.ts';

const url = (ws: number, query: string) =>
  `/api/private/reports/${ws}/sales?from=${REPORT_FROM}&to=${REPORT_TO}&${query}`;

type Row = { Key: string; Label: string; Orders: number; Quantity: number; Revenue: number };
const rows = (body: { data: { Rows: Row[] } }) =>
  body.data.Rows.map((r) => [r.Key, r.Orders, r.Quantity, r.Revenue, ...rest(r)]);
const rest = (r: Row) => {
  const { Tips, Refunds } = r as Row & { Tips: number; Refunds: number };
  return [Tips, Refunds];
};

describe.each(databases)('sales reports on %s', (database) => {
  const ctx = useSharedApp(database);
  let staff = '';
  let ids = { a: { ID: 0 }, b: { ID: 0 }, paella: 0, water: 0 };
  beforeAll(async () => {
    ids = await seedReportOrders(ctx.app.deps.db);
    staff = await login(ctx.app, HOTEL_STAFF);
  });

  const get = (query: string, ws = HOTEL, token = staff) =>
    call(ctx.app, token, 'GET', url(ws, query));

  it('counts confirmed orders not cancelled, refunds off the revenue, exactly', async () => {
    const res = await get('group=day');
    expect(res.status).toBe(200);
    expect(res.body.data.Totals).toEqual({
      Orders: 3,
      Lines: 4,
      Revenue: 42,
      Tips: 0,
      Refunds: 6,
      AverageTicket: 14,
      Currency: 'EUR',
    });
    // The 01:30 order is Friday's; the one after the DST change Saturday's; Sunday is shown empty.
    expect(rows(res.body)).toEqual([
      ['2025-03-28', 2, 6, 29.5, 0, 6],
      ['2025-03-29', 1, 1, 12.5, 0, 0],
      ['2025-03-30', 0, 0, 0, 0, 0],
    ]);
    expect(res.body.data.Rows[0].Label).toBe('vie, 28 mar 2025');
  });

  it('groups by the hour on the venue clock, and by weekday and hour', async () => {
    expect(rows((await get('group=hour')).body)).toEqual([
      ['01', 1, 3, 0, 0, 6],
      ['03', 1, 1, 12.5, 0, 0],
      ['21', 1, 3, 29.5, 0, 0],
    ]);
    const weekly = (await get('group=weekday-hour&lang=en')).body;
    expect(rows(weekly)).toEqual([
      ['5-01', 1, 3, 0, 0, 6],
      ['5-21', 1, 3, 29.5, 0, 0],
      ['6-03', 1, 1, 12.5, 0, 0],
    ]);
    expect(weekly.data.Rows[0].Label).toBe('Fri 01:00');
  });

  it('groups lines by dish with their extras, and orders by point', async () => {
    const dishes = (await get('group=dish&lang=en')).body;
    expect(rows(dishes)).toEqual([
      [String(ids.paella), 2, 3, 40, 0, 0],
      [String(ids.water), 2, 4, 8, 0, 0],
    ]);
    expect(dishes.data.Rows.map((r: Row) => r.Label)).toEqual(['Paella (en)', 'Agua (en)']);
    const points = (await get('group=point')).body;
    expect(rows(points)).toEqual([
      [String(ids.a.ID), 2, 4, 42, 0, 0],
      [String(ids.b.ID), 1, 3, 0, 0, 6],
    ]);
    expect(points.data.Rows.map((r: Row) => r.Label)).toEqual(['Terraza 1', 'Terraza 2']);
  });

  it('groups by the provider that took the money; lines at no station while none is set', async () => {
    const providers = (await get('group=provider')).body;
    expect(rows(providers)).toEqual([
      ['demo', 1, 3, 29.5, 0, 0],
      ['none', 1, 1, 12.5, 0, 0],
      ['stripe', 1, 3, 0, 0, 6],
    ]);
    expect(providers.data.Rows.map((r: Row) => r.Label)).toEqual([
      'Demo',
      'Sin pago en línea',
      'Stripe',
    ]);
    expect(rows((await get('group=station')).body)).toEqual([['none', 3, 7, 48, 0, 0]]);
  });

  it("counts an order in the day the venue's own day change puts it in", async () => {
    const db = ctx.app.deps.db;
    const dayChange = async (DayChange: string) => {
      const { numUpdatedRows } = await db
        .updateTable('dish_order_settings')
        .set({ DayChange })
        .where('EnterpriseID', '=', HOTEL)
        .executeTakeFirst();
      expect(numUpdatedRows).toBe(1n);
    };
    await dayChange('01:00');
    try {
      // With the day changing at 01:00, the 04:59 order of the first day is in the range, the 01:30
      // order is Saturday's and the one after the DST change Sunday's.
      expect(rows((await get('group=day')).body)).toEqual([
        ['2025-03-28', 2, 12, 47.5, 0, 0],
        ['2025-03-29', 1, 3, 0, 0, 6],
        ['2025-03-30', 1, 1, 12.5, 0, 0],
      ]);
    } finally {
      await dayChange('05:00');
    }
  });

  it('writes the same rows as CSV for a Spanish spreadsheet, and in English', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: url(HOTEL, 'group=point&format=csv'),
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ventas-hotel-demo-${REPORT_FROM}-${REPORT_TO}.csv"`,
    );
    expect(res.body).toBe(
      '\uFEFFPunto;Pedidos;Unidades;Ingresos;Propinas;Devoluciones\r\n' +
        'Terraza 1;2;4;42,00;0,00;0,00\r\n' +
        'Terraza 2;1;3;0,00;0,00;6,00\r\n' +
        'Total;3;7;42,00;0,00;6,00\r\n',
    );
    const en = await ctx.app.inject({
      method: 'GET',
      url: url(HOTEL, 'group=dish&format=csv&lang=en'),
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(en.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFDish;Orders;Units;Revenue;Tips;Refunds',
      'Paella (en);2;3;40.00;0.00;0.00',
    ]);
  });

  it('writes the same rows as an XLSX workbook', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: url(HOTEL, 'group=hour&format=xlsx'),
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${REPORT_TO}.xlsx"`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
    const strings = new TextDecoder().decode(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(`${strings}${sheet}`).toContain('Hora');
    expect(`${strings}${sheet}`).toContain('21:00');
    // Revenue of the 21:00 row and the total, as numbers.
    expect(sheet).toContain('<v>29.5</v>');
    expect(sheet).toContain('<v>42</v>');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['from=2025-02-30&to=2025-03-01&group=day', 'from'],
      ['from=2025-03-02&to=2025-03-01&group=day', 'to'],
      ['from=2024-01-01&to=2025-03-01&group=day', 'to'],
      ['from=2025-03-01&to=2025-03-01&group=table', 'group'],
      ['from=2025-03-01&to=2025-03-01&group=day&format=pdf', 'format'],
    ];
    for (const [query, field] of cases) {
      const res = await call(ctx.app, staff, 'GET', `/api/private/reports/${HOTEL}/sales?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields, query).toContain(field);
    }
  });

  it("refuses another venue's staff, and lets a platform administrator choose the venue", async () => {
    const intruder = await login(ctx.app, PLAZA_STAFF);
    for (const format of ['json', 'csv', 'xlsx']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: url(HOTEL, `group=dish&format=${format}`),
        headers: { authorization: `Bearer ${intruder}` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Paella');
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    const admin = await login(ctx.app, ADMIN);
    const plaza = await get('group=point', PLAZA, admin);
    expect(plaza.status).toBe(200);
    expect(plaza.body.data.Totals.Orders).toBe(1);
    expect((await get('group=day', HOTEL, admin)).body.data.Totals.Revenue).toBe(42);
  });
});
