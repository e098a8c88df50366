import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  guestToken,
  ORDERING_ON,
  orderingSetup,
  ordersUrl,
  placeOrder,
  pointsUrl,
  settingsUrl,
} from './dish-order-fixtures.ts';
import {
  call,
  databases,
  describeOnPostgres,
  HOTEL,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';
import { openStream } from './sse-client.ts';
import { http, loginOver, useTwoProcesses } from './two-processes.ts';

const AT = new Date('2026-06-03T10:30:00Z');

describe.each(databases)('order event streams on %s', (database) => {
  const ctx = useApp(database, { clock: () => AT, sseHeartbeatMs: 150 });

  const listen = async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  };

  it('streams every change to the venue staff, none to another venue, resumable without a gap', async () => {
    const base = await listen();
    const { staff, token, dishes } = await orderingSetup(ctx.app);
    const line = { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] };
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const hotelStream = await openStream(
      `${base}/api/private/dish-orders/${HOTEL}/events?token=${staff}`,
    );
    const plazaStream = await openStream(
      `${base}/api/private/dish-orders/${PLAZA}/events?token=${plaza}`,
    );
    expect(hotelStream.status).toBe(200);
    const order = (await placeOrder(ctx.app, token, line)).body.data;
    await call(ctx.app, token, 'PUT', `${ordersUrl(HOTEL)}/${order.ID}/confirm`);
    await call(ctx.app, staff, 'PUT', `${ordersUrl(HOTEL, 'private')}/${order.ID}/check`);
    await hotelStream.until(() => hotelStream.events.length === 3);
    expect(hotelStream.events.map((e) => e.event)).toEqual(['addItems', 'confirm', 'check']);
    expect(hotelStream.events[2]?.data).toMatchObject({
      OrderID: order.ID,
      Order: { ID: order.ID, Status: 'checked' },
    });
    const ids = hotelStream.events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    hotelStream.close();

    // While nobody listens, two more changes; a reconnect from the first event gets all that followed.
    await call(ctx.app, staff, 'PUT', `${ordersUrl(HOTEL, 'private')}/${order.ID}/close`);
    await call(ctx.app, staff, 'PUT', `${ordersUrl(HOTEL, 'private')}/${order.ID}/finalize`);
    const resumed = await openStream(`${base}/api/private/dish-orders/${HOTEL}/events`, {
      authorization: `Bearer ${staff}`,
      'last-event-id': String(ids[0]),
    });
    await resumed.until(() => resumed.events.length === 4);
    expect(resumed.events.map((e) => e.event)).toEqual(['confirm', 'check', 'close', 'finalize']);
    expect(resumed.events.slice(0, 2).map((e) => e.id)).toEqual(ids.slice(1));
    // Heartbeats keep the stream alive.
    await resumed.until(() => resumed.comments.includes('heartbeat'));
    resumed.close();

    await plazaStream.until(() => plazaStream.comments.includes('heartbeat'));
    expect(plazaStream.events).toEqual([]);
    plazaStream.close();
  });

  it("streams a guest their point's events only, and ends when the code is rotated", async () => {
    const base = await listen();
    const { staff, token, dishes, point } = await orderingSetup(ctx.app);
    const other = (
      await call(ctx.app, staff, 'POST', pointsUrl(HOTEL), { ID: 'new', Name: { es: 'Mesa 8' } })
    ).body.data;
    const otherToken = await guestToken(ctx.app, other.Code);
    const url = (t: string) => `${base}/api/specific/dish-orders/${HOTEL}/events?token=${t}`;
    const mine = await openStream(url(token));
    const theirs = await openStream(url(otherToken));
    const line = { Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }] };
    await placeOrder(ctx.app, otherToken, line);
    const order = (await placeOrder(ctx.app, token, line)).body.data;
    await mine.until(() => mine.events.length === 1);
    expect(mine.events[0]?.data).toMatchObject({ OrderID: order.ID, PointID: point.ID });
    await theirs.until(() => theirs.events.length === 1);
    expect(theirs.events[0]?.data.PointID).toBe(other.ID);
    await call(ctx.app, staff, 'PUT', `${pointsUrl(HOTEL)}/${point.ID}/rotate-code`);
    await mine.until(() => mine.ended());
    theirs.close();
  });

  it('refuses a stream without a token, of another venue, or to a point token on the staff one', async () => {
    const { token } = await orderingSetup(ctx.app);
    const plaza = await login(ctx.app, PLAZA_STAFF);
    const get = (url: string, t?: string) => call(ctx.app, t ?? null, 'GET', url);
    expect((await get(`/api/private/dish-orders/${HOTEL}/events`)).status).toBe(401);
    expect((await get(`/api/private/dish-orders/${HOTEL}/events`, plaza)).status).toBe(403);
    expect((await get(`/api/private/dish-orders/${HOTEL}/events`, token)).status).toBe(403);
    expect((await get(`/api/specific/dish-orders/${PLAZA}/events`, token)).status).toBe(403);
    expect((await get(`/api/specific/dish-orders/${HOTEL}/events`, plaza)).status).toBe(403);
    expect((await get('/api/private/dish-orders/abc/events', plaza)).status).toBe(400);
  });
});

// On SQLite one process is the deployment (README); several processes need PostgreSQL.
describeOnPostgres('two server processes', () => {
  const processes = useTwoProcesses('carta_two');

  it("an order placed through one process reaches a stream of the other by its notification, before any heartbeat's re-read", async () => {
    const [a, b] = await processes.start();
    const login = loginOver;
    const admin = await login(a.url, 'admin@carta.local', 'admin-pass');
    const staffA = await login(a.url, 'staff@hotel-demo.local', 'demo-pass');
    const staffB = await login(b.url, 'staff@hotel-demo.local', 'demo-pass');
    await http(`${a.url}${settingsUrl(HOTEL)}`, 'PUT', admin, ORDERING_ON);
    const point = (
      await http(`${a.url}${pointsUrl(HOTEL)}`, 'POST', staffA, {
        ID: 'new',
        Name: { es: 'Mesa 1' },
      })
    ).body.data;
    const token = (
      await http(`${a.url}/api/public/dish-orders/${HOTEL}/token/${point.Code}/`, 'GET', null)
    ).body.token;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    const dishes = (
      await client.query<{ ID: number }>(
        `select "ID" from "${processes.schema}".contents where "Type" = 27 and "Owner" = '1' and "HideMobile" = 0 and "Availability" is null order by "ID"`,
      )
    ).rows;
    await client.end();

    const stream = await openStream(
      `${b.url}/api/private/dish-orders/${HOTEL}/events?token=${staffB}`,
    );
    expect(stream.status).toBe(200);
    // Each heartbeat is followed by a re-read of the outbox (the safety net for a missed
    // notification): an event seen with no new heartbeat since the order was acknowledged came
    // through the notification the other process sent at commit.
    const heartbeats = () => stream.comments.filter((c) => c === 'heartbeat').length;
    // A dish on a menu shown at this hour (some demo menus have hours of their own).
    let beatsAtAcknowledgement = 0;
    let orderId = 0;
    for (const dish of dishes) {
      const res = await http(`${a.url}${ordersUrl(HOTEL)}/`, 'POST', token, {
        Items: [{ MenuContentID: dish.ID, Quantity: 1 }],
      });
      beatsAtAcknowledgement = heartbeats();
      if (res.body.status === 'OK') {
        orderId = res.body.data.ID;
        break;
      }
    }
    expect(orderId).toBeGreaterThan(0);
    let beatsAtEvent = -1;
    // Long enough for a missed notification to show as the heartbeat's late delivery (every 15 s).
    await stream.until(() => {
      const arrived = stream.events.some((e) => e.data.OrderID === orderId);
      if (arrived) beatsAtEvent = heartbeats();
      return arrived;
    }, 40_000);
    expect(beatsAtEvent).toBe(beatsAtAcknowledgement);
    stream.close();
  }, 120_000);
});
