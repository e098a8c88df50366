import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { cpuSeconds, freePort, startProcess, stop } from './lib.ts';

/**
 * `npm run bench:orders` with `DATABASE_URL` (postgres://…) or `BENCH_SIZES=1`: the same guest
 * orders (3 lines with extras, an Idempotency-Key each) on SQLite and, with DATABASE_URL, on
 * PostgreSQL (a fresh schema, dropped afterwards), side by side in one run; on each, into open
 * orders that hold ~6 lines and into open orders that hold ~42 (so ~9 and ~45 once placed),
 * alternated ROUNDS times, each point ordering once a round: orders/s, latency and the server's
 * CPU per order of each size, and their ratios. BENCH_BASE=<another checkout>: its server is
 * measured too, on each database just before this one's (a before beside the after, one period).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PER_ROUND = Number(process.env.BENCH_POINTS ?? 600);
const CONNECTIONS = 20;
const HOTEL = 1;
const SIZES = { small: 6, large: 42 } as const;
const root = new URL('..', import.meta.url).pathname;

type Figures = {
  ordersPerSecond: number;
  p50: number;
  p99: number;
  cpuMs: number;
  /** PostgreSQL's backends of this server (by application_name), per order: 0 on SQLite. */
  dbCpuMs: number;
};

/**
 * CPU seconds of each PostgreSQL backend whose connection names `app`, by pid (read from /proc:
 * the database runs on this machine). At a high load average, CPU per order says more than orders/s.
 */
const backendsCpu = async (url: string | undefined, app: string): Promise<Map<number, number>> => {
  const out = new Map<number, number>();
  if (!url) return out;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [app],
    );
    for (const { pid } of rows) {
      try {
        out.set(pid, cpuSeconds(pid));
      } catch {
        // Ended between the two reads: its CPU is lost to both sides of the difference.
      }
    }
  } finally {
    await client.end();
  }
  return out;
};
const cpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

let candidates: Candidate[] = [];

const measure = async (label: string, env: Record<string, string>, tree = root) => {
  const app = `bench_orders_${randomBytes(4).toString('hex')}`;
  const pgUrl = env.DATABASE_URL
    ? `${env.DATABASE_URL}${env.DATABASE_URL.includes('?') ? '&' : '?'}application_name=${app}`
    : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-orders-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_PROFILE=dir: each server writes CPU profiles under dir/<label>/ when it stops (node
  // --cpu-prof; one a thread, tsx's loader has one of its own).
  const profile = process.env.BENCH_PROFILE
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${join(process.env.BENCH_PROFILE, label.replace(/\W+/g, '-'))}`,
      ]
    : [];
  const server = await startProcess(
    [...profile, '--import', 'tsx', join(tree, 'server/src/main.ts')],
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'bench-admin',
      DEMO_PASSWORD: 'bench-demo',
      LOG_LEVEL: 'warn',
      WEB_DIR: '',
      GUEST_DIR: '',
      LOGIN_RATE_LIMIT: '100',
      GUEST_RATE_LIMIT: '1000000000',
      ORDER_RATE_LIMIT: '1000000000',
      ORDER_POINT_RATE_LIMIT: '1000000000',
      ...env,
      ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    },
    'Carta is running',
  );
  try {
    const json = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const staff = (
      await json('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'staff@hotel-demo.local', password: 'bench-demo' }),
      })
    ).token as string;
    const auth = { authorization: `Bearer ${staff}` };
    const pointToken = async (i: number) => {
      const point = (
        await json(`/api/private/dish-orders/${HOTEL}/dish-orders-points/`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ ID: 'new', Name: { es: `Bench ${i}` } }),
        })
      ).data as { Code: string };
      return (await json(`/api/public/dish-orders/${HOTEL}/token/${point.Code}/`)).token as string;
    };
    const inBatches = async <T>(count: number, make: (i: number) => Promise<T>) => {
      const out: T[] = [];
      for (let i = 0; i < count; i += CONNECTIONS)
        out.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(CONNECTIONS, count - i) }, (_, k) => make(i + k)),
          )),
        );
      return out;
    };
    const orderUrl = (token: string) =>
      `/api/specific/dish-orders/${HOTEL}/dish-orders/?token=${token}`;
    const first = await pointToken(-1);
    if (candidates.length === 0) candidates = candidatesOf(dataDir);
    const items = await pickItems(json, orderUrl(first), candidates);
    const body = JSON.stringify({ Items: items, DeviceID: 'bench-phone' });
    const fill = (lines: number) =>
      JSON.stringify({
        Items: Array.from({ length: lines }, (_, i) => items[i % items.length]),
        DeviceID: 'bench-fill',
      });
    const results: Record<keyof typeof SIZES, Figures[]> = { small: [], large: [] };
    for (let round = 0; round < ROUNDS; round += 1)
      for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
        const tokens = await inBatches(PER_ROUND, (i) => pointToken(round * 10_000 + i));
        await inBatches(tokens.length, (i) =>
          json(orderUrl(tokens[i] ?? ''), { method: 'POST', body: fill(SIZES[size]) }),
        );
        let next = 0;
        const cpu = cpuSeconds(server.pid ?? 0);
        const dbCpu = await backendsCpu(pgUrl, app);
        // autocannon's own duration is whole seconds (it ends on its one-second tick): 600 orders in
        // 1.1 s or 1.9 s both read 300/s. Time from the start to the last answer instead.
        const started = performance.now();
        let lastAnswer = started;
        const r = await autocannon({
          url: base,
          connections: CONNECTIONS,
          // autocannon gives up on an answer after 10 s; on a machine shared by many (load average
          // 20–30) a queued order took longer, which failed the run instead of measuring it.
          timeout: 60,
          amount: tokens.length,
          requests: [
            {
              setupRequest: () => ({
                method: 'POST',
                path: orderUrl(tokens[next++ % tokens.length] ?? ''),
                headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
                body,
              }),
              onResponse: () => {
                lastAnswer = performance.now();
              },
            },
          ],
        });
        if (r.non2xx > 0 || r.errors > 0)
          throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts)`);
        const seconds = (lastAnswer - started) / 1000;
        const total = r.requests.total;
        const dbCpuAfter = await backendsCpu(pgUrl, app);
        results[size].push({
          ordersPerSecond: total / seconds,
          p50: r.latency.p50,
          p99: r.latency.p99,
          cpuMs: ((cpuSeconds(server.pid ?? 0) - cpu) * 1000) / total,
          dbCpuMs: (cpuSince(dbCpu, dbCpuAfter) * 1000) / total,
        });
      }
    return { label, results };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

type Run = Awaited<ReturnType<typeof measure>>;
type Json = (path: string, init?: RequestInit) => Promise<Record<string, unknown>>;
type Candidate = { id: number; extras: string | null };

/** The demo hotel's priced dishes shown at any hour, with their extras (the seed is the same on both). */
const candidatesOf = (dataDir: string): Candidate[] => {
  const db = new Database(join(dataDir, 'carta.db'), { readonly: true });
  try {
    return db
      .prepare(
        `select c.ID as id, (select group_concat(e.ID) from extras e where e.MenuContentID = c.ID) as extras
         from contents c where c.Owner = '1' and c.Type = 27 and c.HideMobile = 0 and c.Availability is null
         and json_extract(c.Data, '$.FoodPrice') is not null order by c.ID`,
      )
      .all() as Candidate[];
  } finally {
    db.close();
  }
};

/** Three items, the first with extras, that the hotel takes an order for now. */
const pickItems = async (json: Json, url: string, candidates: readonly Candidate[]) => {
  for (const first of candidates.filter((c) => c.extras)) {
    const items = [first, ...candidates.filter((c) => c.id !== first.id).slice(0, 2)].map((c) => ({
      MenuContentID: c.id,
      Quantity: 2,
      Extras: (c.extras ?? '').split(',').filter(Boolean).slice(0, 2).map(Number),
    }));
    const res = await json(url, { method: 'POST', body: JSON.stringify({ Items: items }) });
    if (res.status === 'OK') return items;
  }
  throw new Error('no dishes orderable now');
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const summary = (figures: readonly Figures[]) => ({
  ordersPerSecond: median(figures.map((f) => f.ordersPerSecond)),
  p50: median(figures.map((f) => f.p50)),
  p99: median(figures.map((f) => f.p99)),
  cpuMs: median(figures.map((f) => f.cpuMs)),
  dbCpuMs: median(figures.map((f) => f.dbCpuMs)),
});

export const compare = async () => {
  const load = [loadavg()[0] ?? 0];
  const base = process.env.BENCH_BASE;
  const trees = base
    ? [
        { tag: 'base ', tree: base },
        { tag: '', tree: root },
      ]
    : [{ tag: '', tree: root }];
  const sqliteRuns: Run[] = [];
  const postgresRuns: Run[] = [];
  // The SQLite run must not inherit the PostgreSQL URL from this process's environment.
  for (const { tag, tree } of trees)
    sqliteRuns.push(await measure(`${tag}SQLite`, { DATABASE_URL: '' }, tree));
  const url = process.env.DATABASE_URL;
  if (url?.startsWith('postgres'))
    for (const { tag, tree } of trees) {
      const schema = `bench_orders_${randomBytes(4).toString('hex')}`;
      try {
        postgresRuns.push(
          await measure(`${tag}PostgreSQL`, { DATABASE_URL: url, PG_SCHEMA: schema }, tree),
        );
      } finally {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      }
    }
  load.push(loadavg()[0] ?? 0);
  const runs = [...sqliteRuns, ...postgresRuns];
  console.log(
    `\nOrders of 3 lines with extras into open orders of ~${SIZES.small + 3} and ~${SIZES.large + 3} lines; ${ROUNDS} rounds of ${PER_ROUND} points each, medians`,
  );
  const db = (f: Figures) => (f.dbCpuMs > 0 ? `, PostgreSQL ${f.dbCpuMs.toFixed(2)} ms` : '');
  const rows = runs.map((run) => {
    const small = summary(run.results.small);
    const large = summary(run.results.large);
    console.log(
      `  ${run.label.padEnd(15)} ~9 lines : ${small.ordersPerSecond.toFixed(0).padStart(5)} orders/s  p50 ${small.p50} ms  p99 ${small.p99} ms  server CPU/order ${small.cpuMs.toFixed(2)} ms${db(small)}`,
    );
    console.log(
      `  ${''.padEnd(15)} ~45 lines: ${large.ordersPerSecond.toFixed(0).padStart(5)} orders/s  p50 ${large.p50} ms  p99 ${large.p99} ms  server CPU/order ${large.cpuMs.toFixed(2)} ms${db(large)}`,
    );
    const latency = small.ordersPerSecond / large.ordersPerSecond;
    const cpu = large.cpuMs / small.cpuMs;
    const flat = (r: number) => (r <= 1.1 ? 'meets' : 'MISSES');
    console.log(
      `  ${''.padEnd(15)} 45 against 9: time per order ${latency.toFixed(2)}×, CPU ${cpu.toFixed(2)}×   (target ≤ 1.10: ${flat(latency)} / ${flat(cpu)})`,
    );
    return { label: run.label, small, large };
  });
  // Each checkout's PostgreSQL against its own SQLite.
  trees.forEach(({ tag }) => {
    const sqlite = rows.find((r) => r.label === `${tag}SQLite`);
    const postgres = rows.find((r) => r.label === `${tag}PostgreSQL`);
    if (!sqlite || !postgres) return;
    const ratio = postgres.small.ordersPerSecond / sqlite.small.ordersPerSecond;
    console.log(
      `  ${tag}PostgreSQL / SQLite orders/s (~9 lines): ${ratio.toFixed(2)}   (target ≥ 0.60: ${ratio >= 0.6 ? 'meets' : 'MISSES'})`,
    );
  });
  console.log(
    `  machine load: ${load.map((l) => l.toFixed(1)).join(' → ')} (1 min, start → end)\n`,
  );
};
