import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/deps.ts';
import { appendEvent } from '../src/repos/dish-orders/events.ts';
import { runMaintenance } from '../src/services/maintenance/job.ts';
import {
  build,
  databases,
  describeOnPostgres,
  HOTEL,
  HOTEL_STAFF,
  login,
  useApp,
} from './helpers.ts';
import { recordingLog, seedOrder } from './maintenance-fixtures.ts';
import { seedReportOrders } from './report-fixtures.ts';
import { openStream } from './sse-client.ts';
import { baseConfig } from './templates.ts';

const AT = new Date('2026-06-03T10:30:00Z');
const hoursBefore = (h: number) => new Date(AT.getTime() - h * 3_600_000).toISOString();

const addKey = (app: App, key: string, createdAt: string) =>
  app.deps.db
    .insertInto('idempotency_keys')
    .values({
      Scope: 'point:1',
      Key: key,
      BodyHash: 'h',
      StatusCode: 200,
      Answer: '{}',
      CreatedAt: createdAt,
    })
    .execute();

const keysOf = async (app: App) =>
  (await app.deps.db.selectFrom('idempotency_keys').select('Key').orderBy('Key').execute()).map(
    (k) => k.Key,
  );

describe.each(databases)('the maintenance job on %s', (database) => {
  const ctx = useApp(database, { clock: () => AT, sseHeartbeatMs: 150 });

  it('sweeps idempotency keys older than 24 h and keeps the younger ones', async () => {
    await addKey(ctx.app, 'old', hoursBefore(25));
    await addKey(ctx.app, 'young', hoursBefore(23));
    const { log, lines } = recordingLog();
    const report = await runMaintenance(ctx.app.deps, log);
    expect(report?.keysSwept).toBe(1);
    expect(await keysOf(ctx.app)).toEqual(['young']);
    expect(lines.find((l) => l.message === 'maintenance pass')).toMatchObject({
      level: 'info',
      fields: { keysSwept: 1, eventsPruned: 0, asked: 0 },
    });
  });

  it("fills the totals of lines a previous release's process wrote without one", async () => {
    await seedReportOrders(ctx.app.deps.db);
    const db = ctx.app.deps.db;
    const totals = () =>
      db.selectFrom('dish_order_items').select(['ID', 'LineCents']).orderBy('ID').execute();
    const written = await totals();
    expect(written.some((l) => l.LineCents > 0)).toBe(true);
    await db.updateTable('dish_order_items').set({ LineCents: 0 }).execute();
    const report = await runMaintenance(ctx.app.deps, recordingLog().log);
    expect(report?.lineTotalsFilled).toBe(written.length);
    expect(await totals()).toEqual(written);
    expect((await runMaintenance(ctx.app.deps, recordingLog().log))?.lineTotalsFilled).toBe(0);
  });

  it('prunes old events of finished orders only; a stream resuming inside the pruned range is told to refresh', async () => {
    const { db, dialect } = ctx.app.deps;
    const event = async (order: { id: number; pointId: number }, createdAt: string) => {
      const id = await appendEvent(db, dialect, {
        ws: HOTEL,
        pointId: order.pointId,
        orderId: order.id,
        type: 'confirm',
        data: { ID: order.id },
      });
      await db
        .updateTable('dish_order_events')
        .set({ CreatedAt: createdAt })
        .where('ID', '=', id)
        .execute();
      return id;
    };
    const finished = await seedOrder(db, HOTEL, { status: 'finalized' });
    const open = await seedOrder(db, HOTEL, { status: 'open' });
    const recent = await seedOrder(db, HOTEL, { status: 'cancelled' });
    const gone = [
      await event(finished, hoursBefore(72)),
      await event(finished, hoursBefore(71)),
      await event(finished, hoursBefore(70)),
    ];
    const kept = [
      await event(open, hoursBefore(69)),
      await event(recent, hoursBefore(47)),
      await event(open, hoursBefore(1)),
    ];
    const report = await runMaintenance(ctx.app.deps, recordingLog().log);
    expect(report?.eventsPruned).toBe(3);
    const left = await db
      .selectFrom('dish_order_events')
      .select('ID')
      .where('EnterpriseID', '=', HOTEL)
      .orderBy('ID')
      .execute();
    expect(left.map((e) => Number(e.ID))).toEqual(kept);

    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/private/dish-orders/${HOTEL}/events`;
    const staff = await login(ctx.app, HOTEL_STAFF);
    const from = (id: number) =>
      openStream(url, { authorization: `Bearer ${staff}`, 'last-event-id': String(id) });

    // From inside the pruned range: told to refresh, then only what is new.
    const inside = await from(gone[0] ?? 0);
    await inside.until(() => inside.events.length === 1);
    expect(inside.events[0]).toMatchObject({ event: 'refresh', id: kept[2] });
    const later = await event(open, AT.toISOString());
    ctx.app.deps.hub.notify(HOTEL);
    await inside.until(() => inside.events.length === 2);
    expect(inside.events[1]).toMatchObject({ event: 'confirm', id: later });
    inside.close();

    // From the last pruned event on: nothing was lost, everything after it is replayed.
    const edge = await from(gone[2] ?? 0);
    await edge.until(() => edge.events.length === 4);
    expect(edge.events.map((e) => e.id)).toEqual([...kept, later]);
    expect(edge.events.some((e) => e.event === 'refresh')).toBe(false);
    edge.close();
  });
});

describe.each(databases)('the maintenance timer on %s', (database) => {
  it('runs the job at the configured interval, and stops with the app', async () => {
    const { app, close } = await build(database, { clock: () => AT, maintenanceEveryMs: 20 });
    try {
      await addKey(app, 'old', hoursBefore(25));
      await vi.waitFor(async () => expect(await keysOf(app)).toEqual([]), { timeout: 10_000 });
    } finally {
      await close();
    }
  });
});

describeOnPostgres('the maintenance job across processes', () => {
  const ctx = useApp('postgres', { clock: () => AT });

  it('runs in one process at a time: the other skips while the advisory lock is held', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = ctx.app.deps.schema ?? '';
    const dir = mkdtempSync(join(tmpdir(), 'carta-maint-'));
    const other = await buildApp({
      ...baseConfig(dir),
      databaseUrl: url,
      pgSchema: schema,
      clock: () => AT,
    });
    const blocker = new pg.Client({ connectionString: url, options: `-c search_path="${schema}"` });
    await blocker.connect();
    try {
      await addKey(ctx.app, 'old', hoursBefore(25));
      // Hold the old key's row: the first pass takes the lock, then waits at its sweep.
      await blocker.query('begin');
      await blocker.query(`select * from idempotency_keys where "Key" = 'old' for update`);
      const first = runMaintenance(ctx.app.deps, recordingLog().log);
      await vi.waitFor(
        async () => {
          const { rows } = await blocker.query<{ held: boolean }>(
            `select exists(select 1 from pg_locks where locktype = 'advisory' and granted
               and classid = 1312027 and objsubid = 2
               and objid = ((hashtext($1)::bigint + 4294967296) % 4294967296)::oid) as held`,
            [schema],
          );
          expect(rows[0]?.held).toBe(true);
        },
        { timeout: 10_000 },
      );
      expect(await runMaintenance(other.deps, recordingLog().log)).toBeNull();
      await blocker.query('commit');
      expect((await first)?.keysSwept).toBe(1);
      // Released after the pass, on its own connection: the other process may run the next one.
      expect((await runMaintenance(other.deps, recordingLog().log))?.keysSwept).toBe(0);
    } finally {
      await blocker.end();
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
