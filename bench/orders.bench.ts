import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { cpuSeconds, freePort, openLoop, residentMemoryMb, startProcess, stop } from './lib.ts';

/**
 * `npm run bench:orders` (behaviour.md#ordering): guest orders over HTTP on the real server (SQLite in a temp
 * DATA_DIR), 3 items each with extras and an Idempotency-Key, (1) as fast as 20 connections go,
 * (2) at a steady 50 orders/s for its p99; beside the same transaction run directly on
 * better-sqlite3 (the ceiling). Then (3) 500 SSE subscribers: time from an order's acknowledgement
 * to its event on every stream.
 */
if (process.env.DATABASE_URL?.startsWith('postgres') || process.env.BENCH_SIZES) {
  // Side by side: SQLite and PostgreSQL, orders of ~9 and ~45 lines (./orders-compare.ts).
  await (await import('./orders-compare.ts')).compare();
  process.exit(0);
}
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const STEADY_RATE = 50;
const SUBSCRIBERS = 500;
const SSE_ORDERS = 40;
/**
 * A table's open order takes a few rounds before it is confirmed. With 4 000 points, each open
 * order receives about three orders (nine lines) over the runs, and the ceiling below confirms its
 * open orders every ROUNDS passes: both time the same transaction on orders of the same size. (With
 * 600 points an open order grew to ~45 lines, each order re-reading and re-sending all of them,
 * while the ceiling's held three.) BENCH_POINTS sets another count.
 */
const POINTS = Number(process.env.BENCH_POINTS ?? 4000);
const ROUNDS = 3;
const HOTEL = 1;
const root = new URL('..', import.meta.url).pathname;

const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-orders-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// BENCH_PROFILE=dir: the server writes a CPU profile there when it stops (node --cpu-prof).
const profile = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];
const server = await startProcess(
  [...profile, '--import', 'tsx', join(root, 'server/src/main.ts')],
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
    // One client sends everything: the limits are for guests on a shared Wi-Fi.
    GUEST_RATE_LIMIT: '1000000000',
    ORDER_RATE_LIMIT: '1000000000',
    ORDER_POINT_RATE_LIMIT: '1000000000',
  },
  'Carta is running',
);

const json = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};
const login = async (email: string, password: string) =>
  (await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) }))
    .token as string;
const staff = await login('staff@hotel-demo.local', 'bench-demo');
const auth = { authorization: `Bearer ${staff}` };

// Three dishes of the demo with extras, on menus shown now (the seeded hotel orders at any hour).
const db = new Database(join(dataDir, 'carta.db'), { readonly: true });
const candidates = db
  .prepare(
    `select c.ID as id, (select group_concat(e.ID) from extras e where e.MenuContentID = c.ID) as extras
     from contents c where c.Owner = '1' and c.Type = 27 and c.HideMobile = 0 and c.Availability is null
     and json_extract(c.Data, '$.FoodPrice') is not null order by c.ID`,
  )
  .all() as { id: number; extras: string | null }[];
db.close();

console.log(`\nSetting up ${POINTS} points…`);
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
const tokens: string[] = [];
for (let i = 0; i < POINTS; i += CONNECTIONS)
  tokens.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(CONNECTIONS, POINTS - i) }, (_, k) => pointToken(i + k)),
    )),
  );

/** Three items with extras, on dishes whose menu takes orders now. */
const pickItems = async () => {
  const withExtras = candidates.filter((c) => c.extras);
  for (const first of withExtras) {
    const items = [first, ...candidates.filter((c) => c.id !== first.id).slice(0, 2)].map((c) => ({
      MenuContentID: c.id,
      Quantity: 2,
      Extras: (c.extras ?? '').split(',').filter(Boolean).slice(0, 2).map(Number),
    }));
    const res = await json(`/api/specific/dish-orders/${HOTEL}/dish-orders/?token=${tokens[0]}`, {
      method: 'POST',
      body: JSON.stringify({ Items: items }),
    });
    if (res.status === 'OK') return items;
  }
  throw new Error('no dishes orderable now');
};
const body = JSON.stringify({ Items: await pickItems(), DeviceID: 'bench-phone' });

let next = 1;
const orderRequest = () => {
  next = (next + 1) % POINTS;
  return {
    method: 'POST' as const,
    path: `/api/specific/dish-orders/${HOTEL}/dish-orders/?token=${tokens[next]}`,
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body,
  };
};

const run = async (options: Partial<autocannon.Options>) => {
  const cpu = { server: cpuSeconds(server.pid ?? 0), client: process.cpuUsage() };
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: () => orderRequest() }],
    ...options,
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
  const client = process.cpuUsage(cpu.client);
  const perOrder = (seconds: number) => ((seconds * 1000) / r.requests.total).toFixed(2);
  return {
    ...r,
    cpu: `CPU/order: server ${perOrder(cpuSeconds(server.pid ?? 0) - cpu.server)} ms, client ${perOrder((client.user + client.system) / 1e6)} ms`,
  };
};

await run({ duration: 2 }); // warm-up
// The steady rate first: after the flat-out run the WAL is large and its checkpoints would be measured.
const steady = await (async () => {
  const before = cpuSeconds(server.pid ?? 0);
  const r = await openLoop(base, orderRequest, { rate: STEADY_RATE, seconds: DURATION });
  const perOrder = ((cpuSeconds(server.pid ?? 0) - before) * 1000) / (STEADY_RATE * DURATION);
  return { ...r, cpu: `CPU/order: server ${perOrder.toFixed(2)} ms` };
})();
const fast = await run({});

// 500 staff streams; orders one at a time; each event's arrival against the order's acknowledgement.
const streams: { close: () => void }[] = [];
const arrivals = new Map<number, number[]>();
let opened = 0;
await new Promise<void>((resolve, reject) => {
  for (let i = 0; i < SUBSCRIBERS; i += 1) {
    const req = request(
      `${base}/api/private/dish-orders/${HOTEL}/events`,
      { headers: { ...auth, accept: 'text/event-stream' }, agent: false },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            // The order's id only, not the whole frame parsed: 500 streams share this process,
            // and each parse would delay the next stream's timestamp (the client's time, not the server's).
            const orderId = Number(/"OrderID":(\d+)/.exec(frame)?.[1]);
            if (!orderId) continue;
            const got = arrivals.get(orderId);
            if (got) got.push(performance.now());
            else arrivals.set(orderId, [performance.now()]);
          }
        });
        opened += 1;
        if (opened === SUBSCRIBERS) resolve();
      },
    );
    req.on('error', reject);
    req.end();
    streams.push({ close: () => req.destroy() });
  }
});
const delays: number[] = [];
for (let i = 0; i < SSE_ORDERS; i += 1) {
  const res = await fetch(
    `${base}/api/specific/dish-orders/${HOTEL}/dish-orders/?token=${tokens[i]}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
  );
  const acknowledged = performance.now();
  const order = ((await res.json()) as { data: { ID: number } }).data;
  const deadline = acknowledged + 5000;
  while ((arrivals.get(order.ID)?.length ?? 0) < SUBSCRIBERS && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 2));
  const got = arrivals.get(order.ID) ?? [];
  if (got.length < SUBSCRIBERS)
    throw new Error(`order ${order.ID}: ${got.length} streams of ${SUBSCRIBERS}`);
  for (const t of got) delays.push(Math.max(0, t - acknowledged));
  arrivals.delete(order.ID);
}
for (const s of streams) s.close();
const rss = residentMemoryMb(server.pid ?? 0);
await stop(server);

// The ceiling: the same transaction on better-sqlite3, no HTTP, no validation, no JSON schemas.
const ceiling = (() => {
  const direct = new Database(join(dataDir, 'carta.db'));
  direct.pragma('journal_mode = WAL');
  direct.pragma('synchronous = FULL');
  const items = (JSON.parse(body) as { Items: { MenuContentID: number; Extras: number[] }[] })
    .Items;
  const ids = items.map((i) => i.MenuContentID);
  const q = {
    point: direct.prepare(
      'select * from dish_order_points where ID = ? and EnterpriseID = 1 and Deleted = 0',
    ),
    key: direct.prepare(
      'insert into idempotency_keys (Scope, Key, BodyHash, StatusCode, Answer, CreatedAt) values (?, ?, ?, 0, ?, ?) on conflict do nothing',
    ),
    settings: direct.prepare('select * from dish_order_settings where EnterpriseID = 1'),
    dishes: direct.prepare(`select * from contents where ID in (${ids.map(() => '?').join(',')})`),
    extras: direct.prepare(
      `select * from extras where MenuContentID in (${ids.map(() => '?').join(',')})`,
    ),
    menu: direct.prepare('select * from menus where ID = ?'),
    open: direct.prepare("select * from dish_orders where PointID = ? and Status = 'open'"),
    create: direct.prepare(
      "insert into dish_orders (EnterpriseID, PointID, Status, PaymentStatus, Currency, TotalCents, CreatedAt, UpdatedAt) values (1, ?, 'open', 'none', 'EUR', 0, ?, ?) returning *",
    ),
    count: direct.prepare('select count(*) as n from dish_order_items where OrderID = ?'),
    item: direct.prepare(
      'insert into dish_order_items (OrderID, MenuContentID, Name, Quantity, UnitPriceCents, Extras, Note, DeviceID, CreatedAt) values (?, ?, ?, 2, 1000, ?, null, ?, ?)',
    ),
    items: direct.prepare('select * from dish_order_items where OrderID = ?'),
    save: direct.prepare(
      'update dish_orders set TotalCents = ?, UpdatedAt = ? where ID = ? returning *',
    ),
    event: direct.prepare(
      "insert into dish_order_events (EnterpriseID, PointID, OrderID, Type, Data, CreatedAt) values (1, ?, ?, 'addItems', ?, ?)",
    ),
    answer: direct.prepare(
      'update idempotency_keys set StatusCode = 200, Answer = ? where Scope = ? and Key = ?',
    ),
  };
  const pointIds = (
    direct.prepare("select ID from dish_order_points where Name like '%Bench%'").all() as {
      ID: number;
    }[]
  ).map((p) => p.ID);
  const place = direct.transaction((pointId: number) => {
    const now = new Date().toISOString();
    const key = randomUUID();
    q.point.get(pointId);
    q.key.run(`point:1:${pointId}`, key, 'hash', 'null', now);
    q.settings.get();
    const dishes = q.dishes.all(...ids) as { MenuID: number }[];
    q.extras.all(...ids);
    for (const menuId of new Set(dishes.map((d) => d.MenuID))) q.menu.get(menuId);
    const order = (q.open.get(pointId) ?? q.create.get(pointId, now, now)) as { ID: number };
    q.count.get(order.ID);
    for (const i of items)
      q.item.run(order.ID, i.MenuContentID, '{"es":"x"}', JSON.stringify(i.Extras), 'bench', now);
    const rows = q.items.all(order.ID);
    const saved = q.save.get(rows.length * 1000, now, order.ID);
    const data = JSON.stringify({ ...(saved as object), Items: rows });
    q.event.run(pointId, order.ID, data, now);
    q.answer.run(JSON.stringify({ status: 'OK', data }), `point:1:${pointId}`, key);
  });
  // Fresh points' open orders: confirm the ones the HTTP runs filled.
  direct.prepare("update dish_orders set Status = 'confirmed' where Status = 'open'").run();
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < DURATION * 1000) {
    place(pointIds[n % pointIds.length] ?? 1);
    n += 1;
    if (n % (pointIds.length * ROUNDS) === 0)
      direct.prepare("update dish_orders set Status = 'confirmed' where Status = 'open'").run();
  }
  direct.close();
  return n / ((performance.now() - started) / 1000);
})();
rmSync(dataDir, { recursive: true, force: true });

const sorted = [...delays].sort((a, b) => a - b);
const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
const mark = (ok: boolean) => (ok ? 'meets' : 'MISSES');
console.log(
  `\nPOST /api/specific/dish-orders/{ws}/dish-orders/ — 3 items with extras, Idempotency-Key, SQLite`,
);
console.log(
  `  ${CONNECTIONS} connections  : ${fast.requests.average.toFixed(0).padStart(6)} orders/s  p99 ${fast.latency.p99} ms   (target ≥ 1000 orders/s: ${mark(fast.requests.average >= 1000)})`,
);
console.log(`                   ${fast.cpu}`);
console.log(
  `  steady ${STEADY_RATE}/s    : ${steady.perSecond.toFixed(0).padStart(6)} orders/s  p50 ${steady.p50} ms  p99 ${steady.p99} ms   (one every ${1000 / STEADY_RATE} ms, open loop; target p99 ≤ 25 ms: ${mark(steady.p99 <= 25)})`,
);
console.log(`                   ${steady.cpu}`);
console.log(
  `  better-sqlite3 : ${ceiling.toFixed(0).padStart(6)} orders/s  (the same transaction, no HTTP: the ceiling)`,
);
console.log(`  ratio          : ${(fast.requests.average / ceiling).toFixed(2)} of the ceiling`);
console.log(
  `\nSSE: ${SUBSCRIBERS} staff streams, ${SSE_ORDERS} orders one at a time, ${delays.length} deliveries`,
);
console.log(
  `  acknowledgement → event on every stream: p50 ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms   (target p95 ≤ 100 ms: ${mark(p95 <= 100)})`,
);
console.log(`  server RSS     : ${rss} MB at the end`);
// Other processes share the machine: its load says how much of it the figures above had.
console.log(
  `  machine load   : ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (1, 5, 15 min averages)\n`,
);
