import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AttemptState,
  itemTotalCents,
  type OrderStatus,
  type PaymentType,
  REPORT_GROUPS,
} from '@carta/domain/orders';
import { type Insertable, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { testConfig } from '../server/src/config.ts';
import type { DishOrdersTable } from '../server/src/db/tables/dish-orders.ts';
import type { App } from '../server/src/deps.ts';

/**
 * `npm run bench:reports`: a venue with 100 000 orders (about 350 000 lines, a year of 2025) on
 * SQLite and, when DATABASE_URL names one, on PostgreSQL; every group of the sales report timed for
 * a month and for the year through the route (app.inject), p95 of several runs; both databases
 * must answer the same report. Bars: p95 ≤ 300 ms a month, ≤ 1.5 s the year.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const MONTH_RUNS = Number(process.env.BENCH_MONTH_RUNS ?? 15);
const YEAR_RUNS = Number(process.env.BENCH_YEAR_RUNS ?? 7);
const HOTEL = 1;
const RANGES = { month: ['2025-06-01', '2025-06-30'], year: ['2025-01-01', '2025-12-31'] } as const;
const BARS = { month: 300, year: 1_500 } as const;

/** A small deterministic generator: the same orders on both databases. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const seed = async (app: App) => {
  const { db } = app.deps;
  const rand = random(42);
  const points: number[] = [];
  for (let n = 1; n <= 40; n++) {
    const row = await db
      .insertInto('dish_order_points')
      .values({
        EnterpriseID: HOTEL,
        Name: JSON.stringify({ es: `Mesa ${n}`, en: `Table ${n}` }),
        Kind: 'table',
        MenuID: null,
        Active: 1,
        Availability: null,
        Code: randomBytes(16).toString('hex'),
        CreatedAt: '2025-01-01T00:00:00.000Z',
        UpdatedAt: '2025-01-01T00:00:00.000Z',
      })
      .returning('ID')
      .executeTakeFirstOrThrow();
    points.push(row.ID);
  }
  const dishes = Array.from({ length: 60 }, (_, n) => ({
    id: 800_000 + n,
    name: JSON.stringify({ es: `Plato ${n}`, en: `Dish ${n}` }),
    cents: 300 + Math.floor(rand() * 2_200),
    extras: n % 3 === 0 ? [{ ExtraID: n, Name: { es: 'Extra' }, PriceCents: 150 }] : [],
  }));
  const statuses: OrderStatus[] = [
    'finalized',
    'finalized',
    'finalized',
    'closed',
    'checked',
    'confirmed',
  ];
  const providers: PaymentType[] = ['demo', 'stripe', 'redsys'];
  const yearStart = Date.UTC(2025, 0, 1);
  const CHUNK = 500;
  for (let first = 0; first < ORDERS; first += CHUNK) {
    const orders: Insertable<DishOrdersTable>[] = [];
    const lines: { order: number; dish: (typeof dishes)[number]; quantity: number; at: string }[] =
      [];
    const count = Math.min(CHUNK, ORDERS - first);
    for (let k = 0; k < count; k++) {
      const day = Math.floor(rand() * 365);
      // Lunch from 12:00 or dinner from 19:30 (UTC, near enough the venue's clock for a bench).
      const minute = rand() < 0.45 ? 11 * 60 + rand() * 240 : 18 * 60 + 30 + rand() * 330;
      const at = new Date(yearStart + day * 86_400_000 + Math.floor(minute * 60_000)).toISOString();
      const status: OrderStatus =
        rand() < 0.04 ? 'cancelled' : (statuses[Math.floor(rand() * 6)] ?? 'closed');
      const n = 1 + Math.floor(rand() * 6);
      const chosen = Array.from({ length: n }, () => ({
        dish: dishes[Math.floor(rand() * dishes.length)] ?? dishes[0],
        quantity: 1 + Math.floor(rand() * 2),
      }));
      const total = chosen.reduce(
        (s, l) =>
          s + (l.dish!.cents + l.dish!.extras.reduce((a, e) => a + e.PriceCents, 0)) * l.quantity,
        0,
      );
      orders.push({
        EnterpriseID: HOTEL,
        PointID: points[Math.floor(rand() * points.length)] ?? 1,
        Status: status,
        PaymentStatus: 'none',
        Currency: 'EUR',
        TotalCents: total,
        LineCount: chosen.length,
        Units: chosen.reduce((s, l) => s + l.quantity, 0),
        CreatedAt: at,
        UpdatedAt: at,
      });
      for (const l of chosen) lines.push({ order: k, dish: l.dish!, quantity: l.quantity, at });
    }
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('dish_orders').values(orders).returning('ID').execute();
      for (let i = 0; i < lines.length; i += 1_000)
        await trx
          .insertInto('dish_order_items')
          .values(
            lines.slice(i, i + 1_000).map((l) => ({
              OrderID: ids[l.order]?.ID ?? 0,
              MenuContentID: l.dish.id,
              Name: l.dish.name,
              Quantity: l.quantity,
              UnitPriceCents: l.dish.cents,
              Extras: JSON.stringify(l.dish.extras),
              LineCents: itemTotalCents({
                Quantity: l.quantity,
                UnitPriceCents: l.dish.cents,
                ExtrasCents: l.dish.extras.map((e) => e.PriceCents),
              }),
              Note: null,
              DeviceID: null,
              CreatedAt: l.at,
            })),
          )
          .execute();
      const attempts = ids.flatMap((row, k) => {
        const r = rand();
        if (r > 0.65) return [];
        const order = orders[k];
        if (!order) return [];
        const State: AttemptState = r < 0.02 ? 'refunded' : r < 0.05 ? 'failed' : 'paid';
        return [
          {
            EnterpriseID: HOTEL,
            OrderID: row.ID,
            Provider: providers[Math.floor(rand() * 3)] ?? 'demo',
            Reference: `bench-${row.ID}`,
            AmountCents: order.TotalCents,
            Currency: 'EUR',
            State,
            RedirectUrl: null,
            ProviderPayment: null,
            RefundReference: null,
            ExpiresAt: order.CreatedAt,
            CreatedAt: order.CreatedAt,
            UpdatedAt: order.CreatedAt,
          },
        ];
      });
      if (attempts.length) await trx.insertInto('payment_attempts').values(attempts).execute();
    });
  }
  const lines = await db
    .selectFrom('dish_order_items')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(lines.n);
};

const p95 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};

type Answers = Map<string, string>;

const run = async (name: string, app: App): Promise<{ answers: Answers; failed: boolean }> => {
  const started = performance.now();
  const lines = await seed(app);
  if (name === 'postgres')
    // A live database has its statistics and visibility map from autovacuum; a schema filled a
    // moment ago has neither, and its plans would be those of empty tables.
    await sql`vacuum analyze dish_orders, dish_order_items, payment_attempts`.execute(app.deps.db);
  console.log(
    `${name}: seeded ${ORDERS} orders, ${lines} lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'staff@hotel-demo.local', password: 'bench-demo' },
  });
  const token = login.json().token as string;
  const answers: Answers = new Map();
  let failed = false;
  for (const [range, [from, to]] of Object.entries(RANGES) as [
    keyof typeof RANGES,
    readonly [string, string],
  ][]) {
    const runs = range === 'month' ? MONTH_RUNS : YEAR_RUNS;
    for (const group of REPORT_GROUPS) {
      const url = `/api/private/reports/${HOTEL}/sales?from=${from}&to=${to}&group=${group}`;
      const times: number[] = [];
      for (let i = 0; i <= runs; i++) {
        const t = performance.now();
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        const took = performance.now() - t;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i === 0) answers.set(`${range} ${group}`, res.body);
        else times.push(took);
      }
      const p = p95(times);
      const ok = p <= BARS[range];
      failed ||= !ok;
      const orders = JSON.parse(answers.get(`${range} ${group}`) ?? '{}').data.Totals.Orders;
      console.log(
        `${name} ${range.padEnd(5)} ${group.padEnd(12)} p95 ${p.toFixed(0).padStart(5)} ms (bar ${BARS[range]})  ${ok ? 'ok' : 'OVER'}  ${orders} orders`,
      );
    }
  }
  return { answers, failed };
};

const appFor = async (dataDir: string, pgUrl: string | null, schema: string | null) =>
  buildApp(
    testConfig({
      dataDir,
      seedDemo: true,
      demoPassword: 'bench-demo',
      adminPassword: 'bench-admin',
      adminEmail: 'admin@carta.local',
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
      databaseUrl: pgUrl,
      pgSchema: schema,
    }),
  );

const results: [string, Answers][] = [];
let failed = false;
const sqliteDir = mkdtempSync(join(tmpdir(), 'carta-bench-reports-'));
try {
  const app = await appFor(sqliteDir, null, null);
  const r = await run('sqlite', app);
  results.push(['sqlite', r.answers]);
  failed ||= r.failed;
  await app.close();
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

const pgUrl = process.env.DATABASE_URL;
if (pgUrl?.startsWith('postgres')) {
  const schema = `bench_reports_${randomBytes(4).toString('hex')}`;
  const pgDir = mkdtempSync(join(tmpdir(), 'carta-bench-reports-pg-'));
  try {
    const app = await appFor(pgDir, pgUrl, schema);
    const r = await run('postgres', app);
    results.push(['postgres', r.answers]);
    failed ||= r.failed;
    await app.close();
  } finally {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
} else console.log('postgres: skipped (DATABASE_URL is not a postgres:// URL)');

const [first, second] = results;
if (first && second) {
  const differ = [...first[1].keys()].filter((k) => first[1].get(k) !== second[1].get(k));
  console.log(
    differ.length === 0
      ? 'sqlite and postgres give the same answer for every group and range'
      : `DIFFERENT answers: ${differ.join(', ')}`,
  );
  failed ||= differ.length > 0;
}
process.exitCode = failed ? 1 : 0;
