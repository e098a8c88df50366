import { afterEach, describe, expect, it } from 'vitest';
import { enqueueIntegrations } from '../src/repos/integrations/outbox.ts';
import { deliverDueWebhooks } from '../src/services/integrations/webhook-worker.ts';
import { orderingSetup, ordersUrl, placeOrder } from './dish-order-fixtures.ts';
import { call, databases, HOTEL, login, PLAZA_STAFF, useApp } from './helpers.ts';
import { startReceiver, verifyStandardWebhook } from './integrations-fixtures.ts';

/** 12:30 in Madrid: the demo's dishes take orders. */
const IN_MADRID_HOURS = new Date('2026-06-03T10:30:00Z');
const hooksUrl = `/api/private/integrations/${HOTEL}/webhooks`;
const SECOND = 1000;

describe.each(databases)('signed webhooks on %s', (database) => {
  const ctx = useApp(database, { clock: () => IN_MADRID_HOURS, integrationWorkerMs: null });
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  /** A receiver, an endpoint posting to it, and a guest's order opened and confirmed. */
  const setup = async (answers: number[] = [], events = ['order.created', 'order.confirmed']) => {
    const receiver = await startReceiver(answers);
    closing.push(receiver.close);
    const { admin, token, dishes } = await orderingSetup(ctx.app);
    const made = await call(ctx.app, admin, 'POST', hooksUrl, {
      URL: receiver.url,
      Events: events,
      Active: true,
      AllowPrivateNetwork: true,
    });
    expect(made.status).toBe(201);
    const endpoint = made.body.data as { ID: number; Secret: string };
    const dish = dishes[0];
    const placed = await placeOrder(ctx.app, token, {
      Items: [{ MenuContentID: dish?.id, Quantity: 2, Note: 'sin cebolla' }],
    });
    expect(placed.body.status).toBe('OK');
    const orderId = placed.body.data.ID as number;
    const confirmed = await call(ctx.app, token, 'PUT', `${ordersUrl(HOTEL)}/${orderId}/confirm`);
    expect(confirmed.status).toBe(200);
    // Deliveries are due from when they were made (the real clock): rounds run from just after.
    const t0 = new Date(Date.now() + SECOND);
    const round = (at: Date) => deliverDueWebhooks(ctx.app.deps, { now: at });
    const deliveries = async () =>
      (await call(ctx.app, admin, 'GET', `${hooksUrl}/${endpoint.ID}/deliveries`)).body;
    return { admin, token, receiver, endpoint, orderId, t0, round, deliveries };
  };

  it('answers the secret once and signs each event as Standard Webhooks says', async () => {
    const { admin, receiver, endpoint, orderId, t0, round } = await setup();
    expect(endpoint.Secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const listed = await call(ctx.app, admin, 'GET', hooksUrl);
    expect(listed.body.data).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.Secret);

    expect(await round(t0)).toBe(1);
    expect(await round(t0)).toBe(1);
    expect(await round(t0)).toBe(0);
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual([
      'order.created',
      'order.confirmed',
    ]);
    for (const r of receiver.received) {
      expect(verifyStandardWebhook(endpoint.Secret, r)).toBe(true);
      expect(verifyStandardWebhook(`${endpoint.Secret.slice(0, -4)}AAA=`, r)).toBe(false);
      expect(verifyStandardWebhook(endpoint.Secret, { ...r, body: `${r.body} ` })).toBe(false);
      expect(Number(r.headers['webhook-timestamp'])).toBe(Math.floor(t0.getTime() / 1000));
    }
    const confirmed = JSON.parse(receiver.received[1]?.body ?? '{}');
    expect(confirmed.data).toMatchObject({
      ID: orderId,
      Status: 'confirmed',
      PointID: expect.any(Number),
    });
    expect(confirmed.data.Items[0]).toMatchObject({ Quantity: 2, Note: 'sin cebolla' });
    expect(typeof confirmed.timestamp).toBe('string');
  });

  it('keeps the order of an order’s events while retrying with a doubling wait', async () => {
    const { receiver, t0, round, deliveries } = await setup([500, 502]);
    expect(await round(t0)).toBe(1);
    // The confirmation waits behind the creation, which failed and waits 10 s.
    expect(await round(new Date(t0.getTime() + 9 * SECOND))).toBe(0);
    let list = await deliveries();
    const created = list.data.find((d: { Type: string }) => d.Type === 'order.created');
    expect(created).toMatchObject({ Status: 'pending', Attempts: 1, LastStatusCode: 500 });
    expect(Date.parse(created.NextAttemptAt) - t0.getTime()).toBe(10 * SECOND);

    expect(await round(new Date(t0.getTime() + 10 * SECOND))).toBe(1);
    list = await deliveries();
    const again = list.data.find((d: { Type: string }) => d.Type === 'order.created');
    expect(again).toMatchObject({ Attempts: 2, LastStatusCode: 502 });
    // Second failure: twice the wait.
    expect(Date.parse(again.NextAttemptAt) - t0.getTime()).toBe(30 * SECOND);

    const t1 = new Date(t0.getTime() + 30 * SECOND);
    expect(await round(t1)).toBe(1);
    expect(await round(t1)).toBe(1);
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual([
      'order.created',
      'order.created',
      'order.created',
      'order.confirmed',
    ]);
    // Retries carry the same message id and body: a receiver can drop what it has seen.
    const ids = receiver.received.slice(0, 3).map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    list = await deliveries();
    expect(list.data.map((d: { Status: string }) => d.Status)).toEqual(['delivered', 'delivered']);
    expect(list.data[0].LastDurationMs).toBeGreaterThanOrEqual(0);
  });

  it('gives up after 24 hours, marks the endpoint failing, tells the admins, and sends again on demand', async () => {
    const { admin, receiver, endpoint, t0, round, deliveries } = await setup(Array(100).fill(503), [
      'order.confirmed',
    ]);
    let at = t0;
    let tries = 0;
    for (; tries < 100; tries += 1) {
      await round(at);
      const d = (await deliveries()).data[0];
      if (d.Status !== 'pending') break;
      at = new Date(d.NextAttemptAt);
    }
    const given = (await deliveries()).data[0];
    expect(given).toMatchObject({ Status: 'failed', LastStatusCode: 503, NextAttemptAt: null });
    expect(at.getTime() - t0.getTime()).toBeLessThanOrEqual(24 * 3600 * SECOND);
    expect(at.getTime() - t0.getTime()).toBeGreaterThan(20 * 3600 * SECOND);
    expect(receiver.received).toHaveLength(given.Attempts);
    const listed = await call(ctx.app, admin, 'GET', hooksUrl);
    expect(listed.body.data[0]).toMatchObject({
      State: 'failing',
      FailingSince: expect.any(String),
    });
    const log = await call(
      ctx.app,
      admin,
      'GET',
      `/api/enterprises/${HOTEL}/audit?action=webhook_failing`,
    );
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
    expect(JSON.stringify(log.body)).not.toContain(endpoint.Secret);

    receiver.answers.length = 0;
    const resent = await call(
      ctx.app,
      admin,
      'POST',
      `${hooksUrl}/${endpoint.ID}/deliveries/${given.ID}/resend`,
    );
    expect(resent.body.data).toMatchObject({ Status: 'pending', Attempts: 0 });
    expect(await round(new Date(Date.now() + SECOND))).toBe(1);
    expect((await deliveries()).data[0].Status).toBe('delivered');
    expect((await call(ctx.app, admin, 'GET', hooksUrl)).body.data[0].State).toBe('ok');
  });

  it('delivers a replayed event once, and two workers at once send each delivery once', async () => {
    const { receiver, endpoint, orderId, t0, round, deliveries } = await setup();
    const { db } = ctx.app.deps;
    const event = await db
      .selectFrom('dish_order_events')
      .selectAll()
      .where('OrderID', '=', orderId)
      .where('Type', '=', 'confirm')
      .executeTakeFirstOrThrow();
    await enqueueIntegrations(db, {
      ws: HOTEL,
      eventId: Number(event.ID),
      orderId,
      type: 'confirm',
      json: JSON.stringify({ replayed: true }),
      at: event.CreatedAt,
      openedOrder: false,
    });
    expect((await deliveries()).total).toBe(2);
    // Rounds at once, as several processes would run them, until nothing is left.
    let sent = 0;
    for (let i = 0; i < 5; i += 1)
      sent += (await Promise.all([round(t0), round(t0), round(t0)])).reduce((a, b) => a + b, 0);
    expect(sent).toBe(2);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual([
      'order.created',
      'order.confirmed',
    ]);
    expect(new Set(ids).size).toBe(2);
    expect(receiver.received.every((r) => verifyStandardWebhook(endpoint.Secret, r))).toBe(true);
    expect(receiver.received.some((r) => r.body.includes('replayed'))).toBe(false);
  });

  it('refuses a private address unless the administrator allows it', async () => {
    const { admin, receiver, endpoint, t0, round, deliveries } = await setup();
    const put = await call(ctx.app, admin, 'PUT', `${hooksUrl}/${endpoint.ID}`, {
      URL: receiver.url,
      Events: ['order.created', 'order.confirmed'],
      Active: true,
    });
    expect(put.status).toBe(200);
    expect(put.body.data.AllowPrivateNetwork).toBe(false);
    expect(await round(t0)).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const d = (await deliveries()).data.find((x: { Attempts: number }) => x.Attempts === 1);
    expect(d).toMatchObject({ Status: 'pending', LastStatusCode: null });
    expect(d.LastError).toContain('private network address refused');
  });

  it('refuses bad input naming the field, storing nothing', async () => {
    const { admin } = await orderingSetup(ctx.app);
    for (const [body, field] of [
      [{ URL: 'ftp://x.example', Events: ['order.created'], Active: true }, 'URL'],
      [{ URL: 'https://x.example/h', Events: ['order.eaten'], Active: true }, 'Events'],
      [{ URL: 'https://x.example/h', Events: [], Active: true }, 'Events'],
      [{ URL: 'https://x.example/h', Events: ['order.created'] }, 'Active'],
      [
        { URL: 'https://x.example/h', Events: ['order.created'], Active: true, Secret: 'x' },
        'Secret',
      ],
    ] as const) {
      const res = await call(ctx.app, admin, 'POST', hooksUrl, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.error), JSON.stringify(body)).toContain(field);
    }
    expect((await call(ctx.app, admin, 'GET', hooksUrl)).body.total).toBe(0);
    expect(
      (
        await call(ctx.app, admin, 'PUT', `${hooksUrl}/999`, {
          URL: 'https://x.example/h',
          Events: ['order.created'],
          Active: true,
        })
      ).status,
    ).toBe(404);
  });

  it("refuses another venue's staff and the venue's non-administrators, changing nothing", async () => {
    const { admin, staff } = await orderingSetup(ctx.app);
    const made = await call(ctx.app, admin, 'POST', hooksUrl, {
      URL: 'https://pms.example/hooks',
      Events: ['order.confirmed'],
      Active: true,
    });
    const id = made.body.data.ID as number;
    const before = await call(ctx.app, admin, 'GET', hooksUrl);
    const intruder = await login(ctx.app, PLAZA_STAFF);
    const body = { URL: 'https://evil.example/', Events: ['order.created'], Active: true };
    for (const who of [intruder, staff])
      for (const [method, url, payload] of [
        ['GET', hooksUrl, undefined],
        ['POST', hooksUrl, body],
        ['PUT', `${hooksUrl}/${id}`, body],
        ['DELETE', `${hooksUrl}/${id}`, undefined],
        ['GET', `${hooksUrl}/${id}/deliveries`, undefined],
      ] as const) {
        const res = await call(ctx.app, who, method, url, payload);
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    expect((await call(ctx.app, admin, 'GET', hooksUrl)).body).toEqual(before.body);
  });
});
