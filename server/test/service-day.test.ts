import type { AddressInfo } from 'node:net';
import type { OrderEventType } from '@carta/domain/orders';
import { describe, expect, it } from 'vitest';
import { orderingSetup, placeOrder, settingsUrl } from './dish-order-fixtures.ts';
import {
  ADMIN,
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';
import { openStream } from './sse-client.ts';

// Hotel Demo is in Europe/Madrid: 3 June 2026, 12:30 in Madrid.
const NOW = new Date('2026-06-03T10:30:00Z');
let clockNow = NOW;
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const pauseUrl = (ws: number) => `/api/private/dish-orders/${ws}/pause`;
const dishOutUrl = (ws: number, id: number) =>
  `/api/private/dish-orders/${ws}/dishes/${id}/sold-out`;
const extraOutUrl = (ws: number, id: number) =>
  `/api/private/dish-orders/${ws}/extras/${id}/sold-out`;
const requestsUrl = (ws: number) => `/api/specific/dish-orders/${ws}/service-requests`;
const doneUrl = (ws: number, id: number) =>
  `/api/private/dish-orders/${ws}/service-requests/${id}/done`;

describe.each(databases)('a service day on %s', (database) => {
  const ctx = useApp(database, { clock: () => clockNow, sseHeartbeatMs: 150 });

  const events = (type: OrderEventType) =>
    ctx.app.deps.db
      .selectFrom('dish_order_events')
      .select(['Type', 'PointID', 'OrderID', 'Data'])
      .where('Type', '=', type)
      .orderBy('ID')
      .execute();
  const audits = (action: string) =>
    ctx.app.deps.db.selectFrom('audit_log').selectAll().where('Action', '=', action).execute();
  const guestConfig = async (token: string) =>
    (await call(ctx.app, null, 'GET', `/api/public/dish-orders/${HOTEL}/check-token/${token}`)).body
      .config;

  it('a pause refuses guest orders with the venue message until it ends, and any staff may pause', async () => {
    clockNow = NOW;
    const { staff, token, dishes } = await orderingSetup(ctx.app);
    const line = { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] };
    const message = { es: 'Cocina saturada, volvemos en 15 minutos', en: 'Kitchen busy' };
    const paused = await call(ctx.app, staff, 'PUT', pauseUrl(HOTEL), {
      PausedUntil: later(15).toISOString(),
      PauseMessage: message,
    });
    expect(paused.status).toBe(200);
    expect(paused.body.data[0]).toMatchObject({
      PausedUntil: later(15).toISOString(),
      PauseMessage: message,
      OrderingEnabled: true,
    });
    expect(await guestConfig(token)).toMatchObject({
      OrderingClosed: 'paused',
      PauseMessage: message,
    });
    const refused = await placeOrder(ctx.app, token, line);
    expect(refused.body).toEqual({ status: 'KO', message: message.es });
    expect(await events('ordering')).toHaveLength(2);
    expect(await audits('ordering_change')).toHaveLength(2);

    // The pause ends by itself.
    clockNow = later(16);
    expect((await guestConfig(token)).OrderingClosed).toBeNull();
    expect((await placeOrder(ctx.app, token, line)).body.status).toBe('OK');

    // Paused again in one tap: the venue's message stays; with the message cleared, the app's words.
    await call(ctx.app, staff, 'PUT', pauseUrl(HOTEL), { PausedUntil: later(60).toISOString() });
    expect((await placeOrder(ctx.app, token, line)).body.message).toBe(message.es);
    await call(ctx.app, staff, 'PUT', pauseUrl(HOTEL), {
      PausedUntil: later(60).toISOString(),
      PauseMessage: null,
    });
    const ko = await placeOrder(ctx.app, token, line);
    expect(ko.body.status).toBe('KO');
    expect(ko.body.message).toMatch(/Cocina saturada/);
    const resumed = await call(ctx.app, staff, 'PUT', pauseUrl(HOTEL), { PausedUntil: null });
    expect(resumed.body.data[0]).toMatchObject({ PausedUntil: null });
    expect((await placeOrder(ctx.app, token, line)).body.status).toBe('OK');
  });

  it('refuses out of hours and keeps pause and day change when an older client saves settings', async () => {
    clockNow = NOW;
    const { admin, token, dishes } = await orderingSetup(ctx.app, {
      DayChange: '04:30',
      Availability: { IsTemp: true, IsAllTimes: false, TimeStart: 19 * 60, TimeEnd: 23 * 60 },
    });
    expect((await guestConfig(token)).OrderingClosed).toBe('hours');
    const line = { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] };
    expect((await placeOrder(ctx.app, token, line)).body).toEqual({
      status: 'KO',
      message: 'Fuera de horario.',
    });
    await call(ctx.app, admin, 'PUT', pauseUrl(HOTEL), { PausedUntil: later(30).toISOString() });
    const saved = await call(ctx.app, admin, 'PUT', settingsUrl(HOTEL), {
      OrderingEnabled: true,
      Currency: 'EUR',
      PaymentRequired: false,
      PaymentType: null,
      Availability: null,
    });
    expect(saved.body.data[0]).toMatchObject({
      DayChange: '04:30',
      PausedUntil: later(30).toISOString(),
    });
    const bad = await call(ctx.app, admin, 'PUT', settingsUrl(HOTEL), {
      ...saved.body.data[0],
      DayChange: '25:00',
      PausedUntil: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/DayChange/);
  });

  it('a dish sold out until the end of the day: guests see it, cannot order it, and it is back after the day change', async () => {
    clockNow = NOW;
    const { staff, token, dishes } = await orderingSetup(ctx.app);
    const dish = dishes.find((d) => d.extras.length > 0) ?? dishes[0];
    if (!dish) throw new Error('the demo hotel has dishes');
    const out = await call(ctx.app, staff, 'PUT', dishOutUrl(HOTEL, dish.id), {
      SoldOut: true,
      Until: 'end-of-day',
    });
    expect(out.status).toBe(200);
    // 05:00 in Madrid (summer time, UTC+2) the next morning.
    expect(out.body.data).toEqual({
      Kind: 'dish',
      ID: dish.id,
      SoldOut: true,
      Until: '2026-06-04T03:00:00.000Z',
    });
    const [row] = await ctx.app.deps.db
      .selectFrom('contents')
      .select('MenuID')
      .where('ID', '=', dish.id)
      .execute();
    const page = await call(
      ctx.app,
      null,
      'GET',
      `/api/public/guest/${HOTEL}/menus/${row?.MenuID}`,
    );
    expect(page.status).toBe(200);
    const block = page.body.Blocks.find((b: { ID: number }) => b.ID === dish.id);
    expect(block.SoldOut).toBe(true);
    const others = page.body.Blocks.filter((b: { ID: number }) => b.ID !== dish.id);
    expect(others.every((b: { SoldOut?: true }) => b.SoldOut === undefined)).toBe(true);

    const ko = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dish.id, Quantity: 1 }],
    });
    expect(ko.body.status).toBe('KO');
    expect(ko.body.message).toContain('Agotado');
    expect(ko.body.message).toContain((dish.name as { es: string }).es);
    expect(await events('sold_out')).toHaveLength(1);
    expect(await audits('sold_out')).toHaveLength(1);
    const listed = await call(ctx.app, staff, 'GET', `/api/private/dish-orders/${HOTEL}/sold-out`);
    expect(listed.body.data).toEqual([
      { Kind: 'dish', ID: dish.id, Until: '2026-06-04T03:00:00.000Z', Name: dish.name },
    ]);

    clockNow = new Date('2026-06-04T03:00:01Z');
    const back = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dish.id, Quantity: 1 }],
    });
    expect(back.body.status).toBe('OK');
  });

  it("a point's guests read what is sold out at their venue in one call, and only there", async () => {
    clockNow = NOW;
    const { staff, token, dishes } = await orderingSetup(ctx.app);
    const dish = dishes[0];
    if (!dish) throw new Error('the demo hotel has dishes');
    const url = `/api/specific/dish-orders/${HOTEL}/sold-out`;
    expect((await call(ctx.app, token, 'GET', url)).body.data).toEqual([]);
    await call(ctx.app, staff, 'PUT', dishOutUrl(HOTEL, dish.id), {
      SoldOut: true,
      Until: later(30).toISOString(),
    });
    const read = await call(ctx.app, token, 'GET', url);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([{ Kind: 'dish', ID: dish.id, Until: later(30).toISOString() }]);
    // Past its time the mark is gone from the guests' read.
    clockNow = later(31);
    expect((await call(ctx.app, token, 'GET', url)).body.data).toEqual([]);
    // Another venue's list is not the point's to read, and a guest read needs a point.
    expect(
      (await call(ctx.app, token, 'GET', `/api/specific/dish-orders/${PLAZA}/sold-out`)).status,
    ).toBe(403);
    expect((await call(ctx.app, null, 'GET', url)).status).toBe(401);
  });

  it('an extra sold out until staff say so; the venue day change moves end-of-day', async () => {
    clockNow = NOW;
    const { admin, staff, token, dishes } = await orderingSetup(ctx.app, { DayChange: '06:30' });
    const dish = dishes.find((d) => d.extras.length > 0);
    const extra = dish?.extras[0];
    if (!dish || !extra) throw new Error('the demo hotel has a dish with extras');
    expect(
      (await call(ctx.app, staff, 'PUT', extraOutUrl(HOTEL, extra.id), { SoldOut: true })).body
        .data,
    ).toEqual({ Kind: 'extra', ID: extra.id, SoldOut: true, Until: null });
    const line = { Items: [{ MenuContentID: dish.id, Quantity: 1, Extras: [extra.id] }] };
    expect((await placeOrder(ctx.app, token, line)).body.status).toBe('KO');
    // Without the extra the dish is fine.
    const plain = { Items: [{ MenuContentID: dish.id, Quantity: 1 }] };
    expect((await placeOrder(ctx.app, token, plain)).body.status).toBe('OK');
    clockNow = later(24 * 60 * 7);
    expect((await placeOrder(ctx.app, token, line)).body.status).toBe('KO');
    await call(ctx.app, staff, 'PUT', extraOutUrl(HOTEL, extra.id), { SoldOut: false });
    expect((await placeOrder(ctx.app, token, line)).body.status).toBe('OK');

    clockNow = NOW;
    const dayEnd = await call(ctx.app, admin, 'PUT', dishOutUrl(HOTEL, dish.id), {
      SoldOut: true,
      Until: 'end-of-day',
    });
    expect(dayEnd.body.data.Until).toBe('2026-06-04T04:30:00.000Z');
  });

  it('refuses sold-out marks on what is not a dish of the venue, and bad bodies', async () => {
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const staff = await login(ctx.app, HOTEL_STAFF);
    const { dishes } = await orderingSetup(ctx.app);
    const id = dishes[0]?.id ?? 0;
    expect(
      (await call(ctx.app, plaza, 'PUT', dishOutUrl(HOTEL, id), { SoldOut: true })).status,
    ).toBe(403);
    expect(
      (await call(ctx.app, plaza, 'PUT', dishOutUrl(PLAZA, id), { SoldOut: true })).status,
    ).toBe(404);
    expect((await call(ctx.app, plaza, 'PUT', pauseUrl(HOTEL), { PausedUntil: null })).status).toBe(
      403,
    );
    const bad = await call(ctx.app, staff, 'PUT', dishOutUrl(HOTEL, id), {
      SoldOut: true,
      Until: 'tomorrow',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Until/);
    expect(
      (await call(ctx.app, staff, 'PUT', dishOutUrl(HOTEL, 999_999), { SoldOut: true })).status,
    ).toBe(404);
    expect(await events('sold_out')).toHaveLength(0);
  });

  it('a guest calls the waiter: one open request, a repeat answers it, staff attend it, all live', async () => {
    clockNow = NOW;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const { staff, token, point } = await orderingSetup(ctx.app);
    const desk = await openStream(`${base}/api/private/dish-orders/${HOTEL}/events?token=${staff}`);
    const phone = await openStream(
      `${base}/api/specific/dish-orders/${HOTEL}/events?token=${token}`,
    );

    const first = await call(ctx.app, token, 'POST', requestsUrl(HOTEL), {
      Kind: 'bill',
      Pay: 'card',
      Note: 'Dos cuentas',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      Kind: 'bill',
      PointID: point.ID,
      Status: 'open',
      Pay: 'card',
      Note: 'Dos cuentas',
      CreatedAt: NOW.toISOString(),
    });
    clockNow = later(1);
    const repeat = await call(ctx.app, token, 'POST', requestsUrl(HOTEL), { Kind: 'bill' });
    expect(repeat.body.data).toEqual(first.body.data);
    const waiter = await call(ctx.app, token, 'POST', requestsUrl(HOTEL), { Kind: 'waiter' });
    expect(waiter.body.data.ID).not.toBe(first.body.data.ID);
    expect(await events('service_request')).toHaveLength(2);

    // Past two minutes the same request rings again.
    clockNow = later(3);
    const again = await call(ctx.app, token, 'POST', requestsUrl(HOTEL), { Kind: 'bill' });
    expect(again.body.data).toMatchObject({
      ID: first.body.data.ID,
      CreatedAt: later(3).toISOString(),
    });

    const open = await call(
      ctx.app,
      staff,
      'GET',
      `/api/private/dish-orders/${HOTEL}/service-requests`,
    );
    expect(open.body.data.map((r: { Kind: string }) => r.Kind)).toEqual(['waiter', 'bill']);
    const done = await call(ctx.app, staff, 'PUT', doneUrl(HOTEL, first.body.data.ID));
    expect(done.body.data).toMatchObject({ Status: 'done', DoneAt: later(3).toISOString() });
    // Done twice is the same answer; another venue's staff cannot.
    expect((await call(ctx.app, staff, 'PUT', doneUrl(HOTEL, first.body.data.ID))).status).toBe(
      200,
    );
    const plaza = await login(ctx.app, PLAZA_STAFF);
    expect((await call(ctx.app, plaza, 'PUT', doneUrl(HOTEL, waiter.body.data.ID))).status).toBe(
      403,
    );
    expect((await call(ctx.app, plaza, 'PUT', doneUrl(PLAZA, waiter.body.data.ID))).status).toBe(
      404,
    );

    const kinds = (s: typeof desk) =>
      s.events
        .filter((e) => e.event === 'service_request')
        .map(
          (e) =>
            `${(e.data.Order as { Kind: string }).Kind}:${(e.data.Order as { Status: string }).Status}`,
        );
    await desk.until(() => kinds(desk).length === 4);
    await phone.until(() => kinds(phone).length === 4);
    expect(kinds(desk)).toEqual(['bill:open', 'waiter:open', 'bill:open', 'bill:done']);
    expect(kinds(phone)).toEqual(kinds(desk));
    expect(await audits('service_request')).toHaveLength(4);

    // A venue-wide change reaches the point's phone too.
    await call(ctx.app, staff, 'PUT', pauseUrl(HOTEL), { PausedUntil: later(30).toISOString() });
    await phone.until(() => phone.events.some((e) => e.event === 'ordering'));
    desk.close();
    phone.close();

    const bad = await call(ctx.app, token, 'POST', requestsUrl(HOTEL), { Kind: 'dessert' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Kind/);
  });

  it('ordering settings answer the pause fields to the venue only', async () => {
    const admin = await login(ctx.app, ADMIN);
    const got = await call(ctx.app, admin, 'GET', settingsUrl(HOTEL));
    expect(got.body.data[0]).toMatchObject({
      PausedUntil: null,
      PauseMessage: null,
      DayChange: '05:00',
    });
  });
});
