import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, residentMemoryMb, startProcess, stop } from './lib.ts';

/**
 * `npm run bench`: GET /api/contents/{menuID} of a 200-block menu on the real server (SQLite in a temp
 * DATA_DIR), against a bare Fastify route sending the same bytes. Prints req/s, p99 and their ratio.
 */
const BLOCKS = 200;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const root = new URL('..', import.meta.url).pathname;

const dataDir = mkdtempSync(join(tmpdir(), 'carta-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  ['--import', 'tsx', join(root, 'server/src/main.ts')],
  {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'bench-admin',
    DEMO_PASSWORD: 'bench-demo',
    LOG_LEVEL: 'warn',
    WEB_DIR: '',
    LOGIN_RATE_LIMIT: '100',
  },
  'Carta is running',
);

const json = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${base}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
};

const { token } = (await (
  await json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@carta.local', password: 'bench-admin' }),
  })
).json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };

const paragraph =
  '<p>Desayuno buffet con productos locales, zumos naturales y bollería casera.</p>';
const Content = Array.from({ length: BLOCKS }, (_, i) =>
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
const saved = (await (
  await json('/api/menus/1', {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ID: 'new', Name: { es: 'Bench' }, Type: 0, Content }),
  })
).json()) as { newID: number };
const path = `/api/contents/${saved.newID}`;
const bytes = await (await json(path, { headers: auth })).text();

const bodyFile = join(dataDir, 'body.json');
writeFileSync(bodyFile, bytes);
const barePort = await freePort();
const bare = await startProcess(
  ['--import', 'tsx', join(root, 'bench/bare-server.ts'), bodyFile, String(barePort)],
  {},
  'ready',
);

const load = async (url: string, headers: Record<string, string>) => {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
};

const carta = await load(`${base}${path}`, auth);
const floor = await load(`http://127.0.0.1:${barePort}${path}`, {});
const rss = residentMemoryMb(server.pid ?? 0);

console.log(
  `\nGET /api/contents/{menuID}, ${BLOCKS} blocks, ${bytes.length} bytes, ${CONNECTIONS} connections, ${DURATION} s`,
);
console.log(`  carta server : ${carta.rps.toFixed(0).padStart(7)} req/s   p99 ${carta.p99} ms`);
console.log(`  bare fastify : ${floor.rps.toFixed(0).padStart(7)} req/s   p99 ${floor.p99} ms`);
console.log(
  `  ratio        : ${(carta.rps / floor.rps).toFixed(2)} of the bare route's throughput`,
);
console.log(`  server RSS   : ${rss} MB at the end\n`);

await stop(bare);
await stop(server);
rmSync(dataDir, { recursive: true, force: true });
