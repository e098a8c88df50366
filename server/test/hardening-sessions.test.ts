import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { orderingSetup, placeOrder, pointsUrl } from './dish-order-fixtures.ts';
import { ADMIN, call, databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';
import { secondProcess } from './second-process.ts';
import { openStream } from './sse-client.ts';

const AT = new Date('2026-06-03T10:30:00Z');
/** Lucía Pérez, staff of Hotel Demo in the demo seed (HOTEL_STAFF). */
const LUCIA = 2;

const listen = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

describe.each(databases)('sessions end everywhere on %s', (database) => {
  // A heartbeat (and so a timed re-check) far away: what ends a stream here is the check at delivery.
  const ctx = useApp(database, {
    clock: () => AT,
    sseHeartbeatMs: 60_000,
    streamCaps: { perUser: 2, perPoint: 2, perAddress: 200 },
  });
  const closing: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });
  const staffStream = async (base: string, token: string) => {
    const stream = await openStream(`${base}/api/private/dish-orders/${HOTEL}/events`, {
      authorization: `Bearer ${token}`,
    });
    closing.push(stream.close);
    return stream;
  };
  const line = (dishes: { id: number }[]) => ({
    Items: [{ MenuContentID: dishes[0]?.id, Quantity: 1 }],
  });

  it('a staff stream of a deactivated user ends with a final event instead of the next order', async () => {
    const base = await listen(ctx.app);
    const { admin, staff, token, dishes } = await orderingSetup(ctx.app);
    const stream = await staffStream(base, staff);
    expect(stream.status).toBe(200);
    expect(
      (await call(ctx.app, admin, 'PUT', `/api/users/${LUCIA}`, { Active: false })).status,
    ).toBe(200);
    expect((await placeOrder(ctx.app, token, line(dishes))).status).toBe(200);
    await stream.until(() => stream.ended() || stream.events.length > 0);
    expect(stream.events).toEqual([]);
    expect(stream.notices).toEqual([{ event: 'end', data: { reason: 'session_ended' } }]);
  });

  it('logout ends that session at once on every process, and no other session of the user', async () => {
    const base = await listen(ctx.app);
    const { staff, token, dishes } = await orderingSetup(ctx.app);
    const other = await login(ctx.app, HOTEL_STAFF);
    const second = await secondProcess(ctx.app);
    closing.push(second.close);
    const stream = await staffStream(base, staff);
    expect((await call(second.app, staff, 'GET', '/api/auth/me')).status).toBe(200);

    const out = await call(ctx.app, staff, 'POST', '/api/auth/logout');
    expect(out).toEqual({ status: 200, body: { ended: true } });
    for (const app of [ctx.app, second.app]) {
      const refused = await call(app, staff, 'GET', '/api/auth/me');
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('session_ended');
      expect((await call(app, other, 'GET', '/api/auth/me')).status).toBe(200);
    }
    await placeOrder(ctx.app, token, line(dishes));
    await stream.until(() => stream.ended());
    expect(stream.events).toEqual([]);
    expect(stream.notices[0]?.data.reason).toBe('session_ended');
    const admin = await login(ctx.app, ADMIN);
    const audit = await call(
      ctx.app,
      admin,
      'GET',
      `/api/enterprises/${HOTEL}/audit?action=logout`,
    );
    expect(audit.body.total).toBe(1);
  });

  it('caps open streams per user across processes with 429 and Retry-After', async () => {
    const { staff } = await orderingSetup(ctx.app);
    const second = await secondProcess(ctx.app, {
      streamCaps: { perUser: 2, perPoint: 2, perAddress: 200 },
    });
    closing.push(second.close);
    const [a, b] = [await listen(ctx.app), await listen(second.app)];
    expect((await staffStream(a, staff)).status).toBe(200);
    expect((await staffStream(b, staff)).status).toBe(200);
    const third = await staffStream(a, staff);
    expect(third.status).toBe(429);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/private/dish-orders/${HOTEL}/events`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.code).toBe('rate_limited');
    // Another user of the venue is not held back by Lucía's streams.
    const admin = await login(ctx.app, ADMIN);
    expect((await staffStream(b, admin)).status).toBe(200);
  });

  it("a guest's streams are capped per point", async () => {
    const base = await listen(ctx.app);
    const { token } = await orderingSetup(ctx.app);
    const url = `${base}/api/specific/dish-orders/${HOTEL}/events?token=${token}`;
    for (const expected of [200, 200, 429]) {
      const stream = await openStream(url);
      closing.push(stream.close);
      expect(stream.status).toBe(expected);
    }
  });

  it('deactivating a point ends its sessions for good: reactivated, the old token stays refused', async () => {
    const base = await listen(ctx.app);
    const { staff, token, point, dishes } = await orderingSetup(ctx.app);
    const stream = await openStream(
      `${base}/api/specific/dish-orders/${HOTEL}/events?token=${token}`,
    );
    closing.push(stream.close);
    const url = `${pointsUrl(HOTEL)}/${point.ID}`;
    const check = () =>
      call(ctx.app, null, 'GET', `/api/public/dish-orders/${HOTEL}/check-token/${token}`);
    expect((await check()).status).toBe(200);
    expect((await call(ctx.app, staff, 'PATCH', url, { Active: false })).status).toBe(200);
    expect((await call(ctx.app, staff, 'PATCH', url, { Active: true })).status).toBe(200);
    expect((await check()).status).toBe(403);
    expect((await placeOrder(ctx.app, token, line(dishes))).status).toBe(403);
    // The printed code still works: a new scan gives a token that is accepted.
    const fresh = await call(
      ctx.app,
      null,
      'GET',
      `/api/public/dish-orders/${HOTEL}/token/${point.Code}/`,
    );
    expect(fresh.status).toBe(200);
    expect(
      (
        await call(
          ctx.app,
          null,
          'GET',
          `/api/public/dish-orders/${HOTEL}/check-token/${fresh.body.token}`,
        )
      ).status,
    ).toBe(200);
    await stream.until(() => stream.ended(), 10_000);
    expect(stream.notices[0]?.data.reason).toBe('point_session_ended');
  });
});
