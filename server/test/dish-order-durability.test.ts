import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databases, HOTEL } from './helpers.ts';
import { openStream } from './sse-client.ts';
import { http, type ServerProcess, startServer } from './two-processes.ts';

const POINTS = 8;
const WORKERS = 12;

/**
 * kill -9 during concurrent ordering (behaviour.md#ordering): every order acknowledged with a 2xx is there
 * after the restart, no idempotency key is processed twice (a retry of every request, answered or
 * not, leaves exactly one line per key), and the event ids have no hole.
 */
describe.each(databases)('ordering survives kill -9 on %s', (database) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carta-durability-'));
  const schema = `carta_kill_${randomBytes(5).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL ?? '';
  const env = {
    DATA_DIR: dataDir,
    ORDER_RATE_LIMIT: '1000000',
    ORDER_POINT_RATE_LIMIT: '1000000',
    GUEST_RATE_LIMIT: '1000000',
    ...(database === 'postgres' ? { DATABASE_URL: url, PG_SCHEMA: schema } : {}),
  };
  let server: ServerProcess | null = null;

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (database !== 'postgres') return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  });

  it('keeps every acknowledged order, processes no key twice, skips no event id', async () => {
    server = await startServer(env);
    const first = server;
    const login = async (base: string, email: string, password: string) =>
      (await http(`${base}/api/auth/login`, 'POST', null, { email, password })).body
        .token as string;
    const staff = await login(first.url, 'staff@hotel-demo.local', 'demo-pass');
    const tokens: string[] = [];
    for (let i = 0; i < POINTS; i += 1) {
      const point = (
        await http(
          `${first.url}/api/private/dish-orders/${HOTEL}/dish-orders-points`,
          'POST',
          staff,
          {
            ID: 'new',
            Name: { es: `Mesa ${i}` },
          },
        )
      ).body.data;
      tokens.push(
        (
          await http(
            `${first.url}/api/public/dish-orders/${HOTEL}/token/${point.Code}/`,
            'GET',
            null,
          )
        ).body.token,
      );
    }
    // A dish orderable now (some demo menus have hours of their own), found with a keyed order.
    const dishIds = (
      await http(`${first.url}/api/private/dish-orders/${HOTEL}/dish-orders/`, 'PUT', staff, {
        itemPerPage: 50,
      })
    ).body.data.flatMap((o: { Items: { MenuContentID: number }[] }) =>
      o.Items.map((i) => i.MenuContentID),
    );
    const attempts = new Map<string, { token: string; body: unknown }>();
    const order = async (key: string, token: string, body: unknown, base: string) =>
      http(`${base}/api/specific/dish-orders/${HOTEL}/dish-orders/`, 'POST', token, body, {
        'idempotency-key': key,
      });
    let dish = 0;
    for (const id of new Set<number>(dishIds)) {
      const key = randomUUID();
      const body = { Items: [{ MenuContentID: id, Quantity: 1 }], DeviceID: key };
      attempts.set(key, { token: tokens[0] as string, body });
      if ((await order(key, tokens[0] as string, body, first.url)).body.status === 'OK') {
        dish = id;
        break;
      }
    }
    expect(dish).toBeGreaterThan(0);

    const acknowledged = new Set<string>([...attempts.keys()].slice(-1));
    let killed = false;
    const worker = async (w: number) => {
      for (let n = 0; !killed; n += 1) {
        const key = randomUUID();
        const token = tokens[(w + n) % POINTS] as string;
        // One line per key: a key processed twice would show as two lines with its DeviceID.
        const body = { Items: [{ MenuContentID: dish, Quantity: 1 }], DeviceID: key };
        attempts.set(key, { token, body });
        try {
          const res = await order(key, token, body, first.url);
          if (res.status === 200 && res.body.status === 'OK') acknowledged.add(key);
        } catch {
          return; // the server is gone
        }
      }
    };
    const running = Array.from({ length: WORKERS }, (_, w) => worker(w));
    while (acknowledged.size < 60) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(running);
    await new Promise<void>((resolve) => {
      if (first.child.exitCode !== null || first.child.signalCode !== null) return resolve();
      first.child.once('exit', () => resolve());
    });

    // The kill fell among requests in flight: some were sent and never answered.
    expect(attempts.size).toBeGreaterThan(acknowledged.size);
    server = await startServer(env);
    const base = server.url;
    const staff2 = await login(base, 'staff@hotel-demo.local', 'demo-pass');
    const linesByKey = async () => {
      const orders = (
        await http(`${base}/api/private/dish-orders/${HOTEL}/dish-orders/`, 'PUT', staff2, {
          itemPerPage: 500,
        })
      ).body.data as { Items: { DeviceID: string | null }[] }[];
      const count = new Map<string, number>();
      for (const o of orders)
        for (const i of o.Items)
          if (i.DeviceID && attempts.has(i.DeviceID))
            count.set(i.DeviceID, (count.get(i.DeviceID) ?? 0) + 1);
      return count;
    };
    const afterCrash = await linesByKey();
    for (const key of acknowledged) expect(afterCrash.get(key), key).toBe(1);

    // Every request retried with its key: the processed ones are answered, the lost ones done once.
    for (const [key, { token, body }] of attempts) {
      const res = await order(key, token, body, base);
      expect(res.status, key).toBe(200);
    }
    const afterRetry = await linesByKey();
    const processed = [...attempts.keys()].filter((k) => afterRetry.has(k));
    for (const key of processed) expect(afterRetry.get(key), key).toBe(1);
    expect(processed.length).toBeGreaterThanOrEqual(acknowledged.size);

    // The event ids, read from the start: increasing, one per processed key, and without a hole.
    const stream = await openStream(
      `${base}/api/private/dish-orders/${HOTEL}/events?token=${staff2}`,
      {
        'last-event-id': '0',
      },
    );
    const keyOf = (order: unknown) =>
      String((order as { Items: { DeviceID: string }[] }).Items.at(-1)?.DeviceID);
    const added = () => stream.events.filter((e) => attempts.has(keyOf(e.data.Order)));
    await stream.until(() => added().length >= processed.length, 10_000);
    stream.close();
    expect(
      added()
        .map((e) => keyOf(e.data.Order))
        .sort(),
    ).toEqual([...processed].sort());
    const ids = stream.events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    if (database === 'sqlite') expect(ids.at(-1)).toBe((ids[0] ?? 0) + ids.length - 1);
  }, 180_000);
});
