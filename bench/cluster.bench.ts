import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  benchNginxConf,
  findOrInstallNginx,
  selfSignedCertificate,
  startNginx,
  stopNginx,
} from './cluster-nginx.ts';
import { openStream } from './cluster-streams.ts';
import { freePort, startProcess, stop } from './lib.ts';

/**
 * `npm run bench:cluster` (docs/deploy.md): nginx, with the configuration docs/deploy.md ships, in
 * front of up to 3 Carta processes on one PostgreSQL database (DATABASE_URL, by default the local
 * `test` database, in a schema of its own dropped at the end). It prints guest orders/s through
 * nginx with 1, 2 and 3 processes, then runs 200 guests and 50 staff streams while one process is
 * killed with SIGKILL and started again, and checks: no acknowledged order lost, none twice, every
 * stream resumed (Last-Event-ID, through another process) without missing an event, and a login
 * limit that holds across processes. A failed check exits 1.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 200);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 50);
const LOGIN_LIMIT = 10;
const HOTEL = 1;
const root = new URL('..', import.meta.url).pathname;
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_cluster_${randomBytes(4).toString('hex')}`;

const nginx = findOrInstallNginx();
const work = mkdtempSync(join(tmpdir(), 'carta-cluster-'));
for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'data']) mkdirSync(join(work, sub));
const certificate = selfSignedCertificate(work);
// BENCH_PORT: the first of five ports in a row (3 processes, nginx's https and http) when the
// machine is shared and ports are handed out; otherwise any free ones.
const base = Number(process.env.BENCH_PORT ?? 0);
const port = (i: number) => (base > 0 ? Promise.resolve(base + i) : freePort());
const ports = [await port(0), await port(1), await port(2)];
const https = await port(3);
const http = await port(4);

const env = (i: number) => ({
  PORT: String(ports[i] ?? 0),
  // Each answer names its process (X-Carta-Process): the bench follows a stream across processes.
  PROCESS_NAME: `carta-${i + 1}`,
  HOST: '127.0.0.1',
  DATABASE_URL: pgUrl,
  PG_SCHEMA: schema,
  // One secret and one upload folder for all: what docs/deploy.md asks of every process.
  JWT_SECRET: 'bench-cluster-secret-bench-cluster-secret',
  DATA_DIR: join(work, 'data'),
  ADMIN_PASSWORD: 'bench-admin',
  DEMO_PASSWORD: 'bench-demo',
  LOG_LEVEL: 'warn',
  WEB_DIR: '',
  GUEST_DIR: '',
  TRUST_PROXY: '127.0.0.1',
  LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
  // The bench's guests all come from this machine: the per-address limits are for hotel Wi-Fi.
  GUEST_RATE_LIMIT: '1000000000',
  ORDER_RATE_LIMIT: '1000000000',
  ORDER_POINT_RATE_LIMIT: '1000000000',
  STREAMS_PER_USER: '1000',
  STREAMS_PER_ADDRESS: '1000',
});
const main = join(root, 'server/src/main.ts');
const startCarta = (i: number) =>
  startProcess(['--import', 'tsx', main], env(i), 'Carta is running');

const newAgent = () => new Agent({ keepAlive: true, maxSockets: 1024, rejectUnauthorized: false });
let agent = newAgent();
type Answer = { status: number; body: string };
/** Answers per process (X-Carta-Process) since the last reset: shows how nginx spreads the load. */
const servedBy = new Map<string, number>();
const spread = () => {
  const total = [...servedBy.values()].reduce((a, b) => a + b, 0) || 1;
  const text = [...servedBy]
    .sort()
    .map(([p, n]) => `${p} ${Math.round((100 * n) / total)} %`)
    .join(', ');
  servedBy.clear();
  return text;
};
const send = (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: https, method, path, agent, headers: { ...headers } },
      (res) => {
        const by = String(res.headers['x-carta-process'] ?? 'nginx');
        servedBy.set(by, (servedBy.get(by) ?? 0) + 1);
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          data += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
        res.on('error', reject);
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body !== undefined) req.setHeader('content-type', 'application/json');
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
const json = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await send(method, path, body, token ? { authorization: `Bearer ${token}` } : {});
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.body}`);
  return JSON.parse(res.body) as Record<string, unknown>;
};

console.log(`nginx: ${nginx}; PostgreSQL ${pgUrl.replace(/\/\/[^@]*@/, '//')} schema ${schema}`);
const carta: (ChildProcess | null)[] = [await startCarta(0), null, null];
// The first process migrated and seeded the schema; the others start on it.
carta[1] = await startCarta(1);
carta[2] = await startCarta(2);

// A failed run leaves no server behind.
process.on('exit', () => {
  for (const child of [...carta, balancer]) child?.kill('SIGTERM');
});
// Stopped by a signal (Ctrl-C), 'exit' runs only through process.exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
let balancer: ChildProcess | null = null;
balancer = await startNginx(
  nginx,
  benchNginxConf(work, { upstreams: ports, https, http, ...certificate }),
  work,
  https,
);
const useProcesses = async (n: number) => {
  if (balancer) await stopNginx(balancer);
  const conf = benchNginxConf(work, { upstreams: ports.slice(0, n), https, http, ...certificate });
  balancer = await startNginx(nginx, conf, work, https);
  // Kept-alive connections went with the old nginx.
  agent.destroy();
  agent = newAgent();
};

const staff = (
  await json('POST', '/api/auth/login', { email: 'staff@hotel-demo.local', password: 'bench-demo' })
).token as string;

/** Fresh points for a run (an open order grows with each order: runs stay comparable). */
const freshPoints = async (n: number, run: string) => {
  const tokens: string[] = [];
  for (let i = 0; i < n; i += 20) {
    const batch = Array.from({ length: Math.min(20, n - i) }, async (_, k) => {
      const point = (
        await json(
          'POST',
          `/api/private/dish-orders/${HOTEL}/dish-orders-points/`,
          { ID: 'new', Name: { es: `${run} ${i + k}` } },
          staff,
        )
      ).data as { Code: string };
      return (await json('GET', `/api/public/dish-orders/${HOTEL}/token/${point.Code}/`))
        .token as string;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
};

const database = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
await database.connect();

/** Three dishes of the demo with their extras, that a guest can order now (tried once). */
const pickItems = async (token: string) => {
  const { rows } = await database.query<{ id: number; extras: string | null }>(
    `select c."ID" as id, (select string_agg(e."ID"::text, ',') from extras e
       where e."MenuContentID" = c."ID") as extras
     from contents c where c."Owner" = '1' and c."Type" = 27 and c."HideMobile" = 0
       and c."Availability" is null order by c."ID"`,
  );
  const item = (c: { id: number; extras: string | null }) => ({
    MenuContentID: c.id,
    Quantity: 1,
    Extras: (c.extras ?? '').split(',').filter(Boolean).slice(0, 1).map(Number),
  });
  for (const [n, first] of rows.entries()) {
    const items = [first, ...rows.filter((_, k) => k !== n).slice(0, 2)].map(item);
    const res = await json(
      'POST',
      `/api/specific/dish-orders/${HOTEL}/dish-orders/?token=${token}`,
      { Items: items, DeviceID: 'bench-try' },
    );
    if (res.status === 'OK') return items;
  }
  throw new Error('no three dishes of the demo venue can be ordered now');
};

const items = await pickItems((await freshPoints(1, 'Probe'))[0] ?? '');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Orders a guest places at one point: 3 items each, under an open order's 100. */
const ORDERS_PER_POINT = 30;

type RunStats = { acknowledged: Set<string>; retries: number; failures: string[]; seconds: number };

/**
 * Each guest orders again as soon as answered. A request that got no answer (a process killed, a
 * 502) is sent again with the same Idempotency-Key, as the guest app does, until it is answered.
 */
const guests = async (tokens: string[], seconds: number): Promise<RunStats> => {
  const stats: RunStats = { acknowledged: new Set(), retries: 0, failures: [], seconds };
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    tokens.map(async (first) => {
      let token = first;
      let placed = 0;
      while (performance.now() < until) {
        // An open order holds at most 100 items (behaviour.md#limits): a guest moves on to a new
        // table before its order would be refused, as a busy run fills one in seconds.
        if (placed === ORDERS_PER_POINT) {
          token = (await freshPoints(1, `Next-${randomUUID().slice(0, 8)}`))[0] ?? token;
          placed = 0;
        }
        placed += 1;
        const key = `guest-${randomUUID()}`;
        const path = `/api/specific/dish-orders/${HOTEL}/dish-orders/?token=${token}`;
        for (;;) {
          const res = await send(
            'POST',
            path,
            { Items: items, DeviceID: key },
            {
              'idempotency-key': key,
            },
          ).catch((error: Error) => ({ status: 0, body: error.message }));
          if (res.status === 200 && JSON.parse(res.body).status === 'OK') {
            stats.acknowledged.add(key);
            break;
          }
          if (res.status === 0 || res.status >= 502) {
            stats.retries += 1;
            await sleep(100);
            continue;
          }
          stats.failures.push(`${res.status} ${res.body.slice(0, 200)}`);
          return;
        }
      }
    }),
  );
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
};

// 1. Orders/s through nginx with 1, 2 and 3 processes, each run on points of its own.
const rates: number[] = [];
for (const n of [1, 2, 3]) {
  await useProcesses(n);
  const tokens = await freshPoints(GUESTS, `P${n}`);
  await guests(await freshPoints(20, `W${n}`), 2); // warm-up, on points of its own
  spread();
  const run = await guests(tokens, SECONDS);
  if (run.failures.length > 0) throw new Error(`refused: ${run.failures[0]}`);
  rates.push(run.acknowledged.size / run.seconds);
  console.log(
    `${n} process${n > 1 ? 'es' : ''}: ${(rates.at(-1) ?? 0).toFixed(1)} orders/s (answered by ${spread()})`,
  );
}

// 2. 200 guests and 50 streams on 3 processes; the second is killed mid-run and started again.
await useProcesses(3);
const tokens = await freshPoints(GUESTS, 'K');
const maxEvent = async () =>
  Number(
    (
      await database.query<{ id: string | null }>(
        `select max("ID") as id from dish_order_events where "EnterpriseID" = $1`,
        [HOTEL],
      )
    ).rows[0]?.id ?? 0,
  );
const baseline = await maxEvent();
const staffStream = { port: https, path: `/api/private/dish-orders/${HOTEL}/events`, token: staff };
const streams = Array.from({ length: STREAMS }, () => openStream(staffStream, baseline));
// Every stream is answered before the load and the kill, as staff screens are open before service:
// a stream still waiting for its first answer when its process dies is sent elsewhere by nginx
// (a GET is tried on the next process) and would never have been on the killed one.
const opening = performance.now();
while (streams.some((s) => s.servedBy.length === 0) && performance.now() - opening < 60_000)
  await sleep(100);
const firstOn = new Map<string, number>();
for (const s of streams)
  firstOn.set(s.servedBy[0] ?? '?', (firstOn.get(s.servedBy[0] ?? '?') ?? 0) + 1);
console.log(
  `${STREAMS} streams open in ${((performance.now() - opening) / 1000).toFixed(1)} s: ${[...firstOn]
    .sort()
    .map(([p, n]) => `${p} ${n}`)
    .join(', ')}`,
);
const load = guests(tokens, SECONDS * 2);
await sleep(SECONDS * 600);
const KILLED = 'carta-2';
carta[1]?.kill('SIGKILL');
console.log(`killed process 2 (SIGKILL) at ${(SECONDS * 0.6).toFixed(0)} s`);
await sleep(SECONDS * 400);
carta[1] = await startCarta(1);
console.log('process 2 started again');
const killed = await load;

// Every stream catches up with the outbox, or the deadline says it never will.
const last = await maxEvent();
const deadline = performance.now() + 30_000;
while (streams.some((s) => s.last < last) && performance.now() < deadline) await sleep(200);
for (const s of streams) s.close();

const checks: [string, boolean, string][] = [];
const { rows: lines } = await database.query<{ d: string; n: string }>(
  `select "DeviceID" as d, count(*) as n from dish_order_items where "DeviceID" like 'guest-%' group by 1`,
);
const linesOf = new Map(lines.map((r) => [r.d, Number(r.n)]));
const lost = [...killed.acknowledged].filter((key) => !linesOf.has(key));
const twice = lines.filter((r) => Number(r.n) !== items.length);
checks.push([
  'no acknowledged order lost',
  lost.length === 0,
  `${killed.acknowledged.size} acknowledged, ${lost.length} missing, ${killed.retries} retried`,
]);
checks.push([
  'no order stored twice',
  twice.length === 0,
  `${lines.length} orders checked, ${twice.length} with other than ${items.length} lines`,
]);
const { rows: events } = await database.query<{ id: string }>(
  `select "ID" as id from dish_order_events where "EnterpriseID" = $1 and "ID" > $2`,
  [HOTEL, baseline],
);
const missed = streams.map((s) => events.filter((e) => !s.ids.has(Number(e.id))).length);
// The streams the kill cut: served by the killed process, then by another one.
const onKilled = streams.filter((s) => s.servedBy.includes(KILLED));
const resumed = onKilled.filter((s) =>
  s.servedBy.slice(s.servedBy.indexOf(KILLED) + 1).some((p) => p !== KILLED),
);
checks.push([
  'every stream resumed and missed no event',
  missed.every((n) => n === 0) && onKilled.length > 0 && resumed.length === onKilled.length,
  `${events.length} events; ${onKilled.length} of ${STREAMS} streams were on ${KILLED}, ${resumed.length} of them resumed on another process; ${missed.reduce((a, b) => a + b, 0)} events missed (${missed.filter((n) => n > 0).length} streams)`,
]);
// Each stream that missed events: the processes that served it, and the first ids it missed.
for (const [i, s] of streams.entries()) {
  const gone = events.filter((e) => !s.ids.has(Number(e.id))).map((e) => e.id);
  if (gone.length > 0)
    console.log(
      `  stream ${i + 1} (${s.servedBy.join(' > ')}) missed ${gone.slice(0, 5).join(' ')}`,
    );
}
checks.push([
  'no guest order refused',
  killed.failures.length === 0,
  killed.failures[0] ?? `${(killed.acknowledged.size / killed.seconds).toFixed(1)} orders/s`,
]);

// 3. Wrong logins of one client, spread by nginx over 3 processes: one limit for them all.
const statuses: number[] = [];
for (let i = 0; i < LOGIN_LIMIT + 3; i += 1)
  statuses.push(
    (
      await send(
        'POST',
        '/api/auth/login',
        { email: `nobody${i}@example.com`, password: 'wrong-password' },
        { 'x-forwarded-for': '198.51.100.7' },
      )
    ).status,
  );
const expected = [...Array(LOGIN_LIMIT).fill(401), 429, 429, 429];
checks.push([
  'a login limit holds across processes',
  statuses.join() === expected.join(),
  statuses.join(' '),
]);

console.log(
  `\nbench:cluster: ${GUESTS} guests, ${SECONDS} s a run, nginx + PostgreSQL, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.log(
  `orders/s with 1, 2, 3 processes: ${rates.map((r) => r.toFixed(1)).join(', ')}  (3 : 1 = ${((rates[2] ?? 0) / (rates[0] || 1)).toFixed(2)})`,
);
for (const [name, ok, detail] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name}: ${detail}`);

if (balancer) await stopNginx(balancer);
for (const child of carta) if (child) await stop(child);
agent.destroy();
await database.query(`drop schema if exists "${schema}" cascade`);
await database.end();
// A failed run keeps nginx's log, where a process it stopped using says why.
if (checks.every(([, ok]) => ok)) rmSync(work, { recursive: true, force: true });
else console.log(`nginx's log: ${join(work, 'error.log')}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
