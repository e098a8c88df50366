import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
// @ts-expect-error: a plain script of the repository, without type declarations.
import { bundleServer } from '../scripts/bundle-server.mjs';
import { cpuSeconds, freePort, residentMemoryMb, startProcess, stop } from './lib.ts';

/** What both API benchmarks share: the real server, a 200-block menu, a bare Fastify floor. */
export const BLOCKS = 200;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 10;
const root = new URL('..', import.meta.url).pathname;

/**
 * The real server (SQLite in a temp DATA_DIR), logged in as the administrator of Hotel Demo.
 * `tree`: the checkout whose server runs (another worktree, for a before/after in one run), bundled
 * as `npm start` runs it.
 * BENCH_PROFILE=dir: the server writes a CPU profile there when it stops (node --cpu-prof).
 * BENCH_NODE_FLAGS: the server's node flags instead of `npm start`'s (scripts/server-flags.mjs), to
 * try others (`BENCH_NODE_FLAGS=" "`: none).
 */
/** The node flags `npm start` gives the server of `tree` (none in a checkout from before they were). */
const serverFlagsOf = async (tree: string): Promise<string[]> => {
  const override = process.env.BENCH_NODE_FLAGS;
  if (override !== undefined) return override.split(' ').filter(Boolean);
  const file = join(tree, 'scripts/server-flags.mjs');
  return existsSync(file)
    ? ((await import(file)) as { SERVER_NODE_FLAGS: string[] }).SERVER_NODE_FLAGS
    : [];
};

/** The environment `npm start` gives the server of `tree` (scripts/server-flags.mjs), if any. */
const serverEnvOf = async (tree: string): Promise<Record<string, string>> => {
  const file = join(tree, 'scripts/server-flags.mjs');
  if (!existsSync(file)) return {};
  return ((await import(file)) as { SERVER_ENV?: Record<string, string> }).SERVER_ENV ?? {};
};

export const startCarta = async (tree = root) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-'));
  // Bundled as `npm start` runs it: through tsx, its loader alone held tens of MB and its CPU.
  const bundle = join(tree, 'server/dist/bench-main.mjs');
  await bundleServer(join(tree, 'server/src/main.ts'), bundle);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    [
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
      ...(await serverFlagsOf(tree)),
      '--enable-source-maps',
      bundle,
    ],
    {
      ...(await serverEnvOf(tree)),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'bench-admin',
      DEMO_PASSWORD: 'bench-demo',
      LOG_LEVEL: 'warn',
      WEB_DIR: '',
      LOGIN_RATE_LIMIT: '100',
      // One client sends everything here: the guest limit is for guests on a shared Wi-Fi.
      GUEST_RATE_LIMIT: '1000000000',
    },
    'Carta is running',
  );
  const fetchOk = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, init);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const { token } = (await (
    await fetchOk('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@carta.local', password: 'bench-admin' }),
    })
  ).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  return {
    tree,
    base,
    auth,
    fetchOk,
    pid: server.pid ?? 0,
    rss: () => residentMemoryMb(server.pid ?? 0),
    stop: async () => {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
    dataDir,
  };
};
export type Carta = Awaited<ReturnType<typeof startCarta>>;

/** The server's resident memory after a read load, at most (the targets of docs/benchmarks.md). */
const RSS_TARGET_MB = 150;

/** The RSS line both read benches print, against its target, with the before server's beside it. */
export const rssLine = (carta: Carta, before?: Carta): string => {
  const rss = carta.rss();
  const met = rss <= RSS_TARGET_MB ? '(met)' : '(NOT met)';
  return `  server RSS   : ${rss} MB at the end, target ≤ ${RSS_TARGET_MB} MB ${met}${before ? ` (before: ${before.rss()} MB)` : ''}\n`;
};

/** The server of the checkout BENCH_BASE names, with its own bench menu: a before beside the after. */
export const startBefore = async (): Promise<{ carta: Carta; menuId: number } | null> => {
  const tree = process.env.BENCH_BASE;
  if (!tree) return null;
  const carta = await startCarta(tree);
  return { carta, menuId: await saveBenchMenu(carta) };
};

const paragraph =
  '<p>Desayuno buffet con productos locales, zumos naturales y bollería casera.</p>';

/** `count` new blocks, Title and Text in turn, in Hotel Demo's four languages (bench menus). */
export const benchBlocks = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    i % 2 === 0
      ? {
          ID: `new_${i}`,
          Type: 2,
          ORD: i,
          Title: { es: `Bloque ${i}`, en: `Block ${i}`, de: `Block ${i}`, fr: `Bloc ${i}` },
        }
      : {
          ID: `new_${i}`,
          Type: 16,
          ORD: i,
          Text: { es: paragraph, en: paragraph, de: paragraph, fr: paragraph },
        },
  );

/** A new menu of Hotel Demo with BLOCKS blocks, titles and texts in its four languages. */
export const saveBenchMenu = async (carta: Carta): Promise<number> => {
  const Content = benchBlocks(BLOCKS);
  const saved = (await (
    await carta.fetchOk('/api/menus/1', {
      method: 'PUT',
      headers: { ...carta.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ID: 'new', Name: { es: 'Bench' }, Type: 0, Content }),
    })
  ).json()) as { newID: number };
  return saved.newID;
};

const ROUNDS = 3;

type Target = { url: string; headers: Record<string, string>; pid: number };

const load = async ({ url, headers, pid }: Target, duration: number) => {
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    cpu: cpuSeconds(pid) - cpuBefore,
    requests: r.requests.total,
  };
};

/**
 * The two servers measured in alternating rounds, each keeping its best: on a shared machine the load
 * of other processes comes and goes, and a single run of each would compare two different machines.
 */
const alternate = async (targets: readonly Target[]) => {
  for (const t of targets) await load(t, 2); // warm-up
  const best = targets.map(() => ({ rps: 0, p99: 0, cpuUs: 0 }));
  // CPU time per request over all rounds: it moves far less with other processes' load than req/s.
  const spent = targets.map(() => ({ cpu: 0, requests: 0 }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, t] of targets.entries()) {
      const r = await load(t, Math.max(1, DURATION / ROUNDS));
      const total = spent[i] ?? { cpu: 0, requests: 0 };
      total.cpu += r.cpu;
      total.requests += r.requests;
      if (r.rps > (best[i]?.rps ?? 0)) best[i] = { rps: r.rps, p99: r.p99, cpuUs: 0 };
    }
  }
  return best.map((b, i) => {
    const total = spent[i] ?? { cpu: 0, requests: 0 };
    return { ...b, cpuUs: (total.cpu * 1e6) / Math.max(1, total.requests) };
  });
};

/**
 * `path` on Carta against a bare Fastify route sending the same bytes: req/s, p99 and their ratio.
 * Answers the ratio.
 */
export const compareWithBare = async (
  carta: Carta,
  label: string,
  path: string,
  headers: Record<string, string>,
  /** The same read on another checkout's server (BENCH_BASE), measured in the same rounds. */
  before?: {
    readonly carta: Carta;
    readonly path: string;
    readonly headers: Record<string, string>;
  },
): Promise<number> => {
  const bytes = await (await carta.fetchOk(path, { headers })).text();
  const bodyFile = join(carta.dataDir, 'body.json');
  writeFileSync(bodyFile, bytes);
  const barePort = await freePort();
  const bare = await startProcess(
    ['--import', 'tsx', join(root, 'bench/bare-server.ts'), bodyFile, String(barePort)],
    {},
    'ready',
  );
  const [carta_ = { rps: 0, p99: 0, cpuUs: 1 }, floor = { rps: 1, p99: 0, cpuUs: 0 }, old] =
    await alternate([
      { url: `${carta.base}${path}`, headers, pid: carta.pid },
      { url: `http://127.0.0.1:${barePort}${path}`, headers: {}, pid: bare.pid ?? 0 },
      ...(before
        ? [
            {
              url: `${before.carta.base}${before.path}`,
              headers: before.headers,
              pid: before.carta.pid,
            },
          ]
        : []),
    ]);
  await stop(bare);
  const ratio = carta_.rps / floor.rps;
  console.log(
    `\n${label}, ${BLOCKS} blocks, ${bytes.length} bytes, ${CONNECTIONS} connections, best of ${ROUNDS} alternating rounds of ${Math.max(1, DURATION / ROUNDS).toFixed(1)} s`,
  );
  console.log(`  carta server : ${carta_.rps.toFixed(0).padStart(7)} req/s   p99 ${carta_.p99} ms`);
  console.log(`  bare fastify : ${floor.rps.toFixed(0).padStart(7)} req/s   p99 ${floor.p99} ms`);
  console.log(`  ratio        : ${ratio.toFixed(2)} of the bare route's throughput`);
  console.log(
    `  CPU/request  : ${carta_.cpuUs.toFixed(0)} µs, bare ${floor.cpuUs.toFixed(0)} µs (ratio ${(floor.cpuUs / carta_.cpuUs).toFixed(2)})${old ? `, before ${old.cpuUs.toFixed(0)} µs` : ''}`,
  );
  if (before && old) {
    console.log(
      `  before (${before.carta.tree}): ${old.rps.toFixed(0)} req/s   p99 ${old.p99} ms, ratio ${(old.rps / floor.rps).toFixed(2)}; now ${(carta_.rps / old.rps).toFixed(2)}× its throughput`,
    );
  }
  return ratio;
};
