import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, startProcess, stop } from './lib.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (a mid-range phone, simulated slow 4G:
 * 150 ms RTT, 1.6 Mbit/s, CPU 4× slower) on the demo venue's guest home, /guest/1/, from a fresh
 * build of the guest app served by the real server on a temporary SQLite database. Runs Debian's
 * Chromium (CHROME_PATH, else /usr/bin/chromium); Lighthouse downloads nothing.
 * Prints the median Performance score and LCP of LH_RUNS runs (3), with the load average.
 * BENCH_BASE=<another checkout>: its guest app is built and measured in the same rounds (before/after).
 * LH_DETAILS=1: each run's LCP element, request chain and main-thread work, as Lighthouse reports them.
 */
const RUNS = Number(process.env.LH_RUNS ?? 3);
const DETAILS = [
  'largest-contentful-paint-element',
  'lcp-discovery-insight',
  'network-dependency-tree-insight',
  'render-blocking-resources',
  'bootup-time',
  'mainthread-work-breakdown',
];
const TARGETS = { score: 95, lcpMs: 1800 };
const root = new URL('..', import.meta.url).pathname;

const chromePath = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p): p is string => Boolean(p && existsSync(p)),
);
if (!chromePath)
  throw new Error('Chromium not found: apt-get install -y chromium, or set CHROME_PATH');

const work = mkdtempSync(join(tmpdir(), 'carta-bench-lighthouse-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** The guest app of `tree`, built into the temporary folder. */
const buildGuest = (tree: string, name: string): string => {
  const outDir = join(work, name);
  const build = spawnSync(
    process.execPath,
    [join(tree, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: join(tree, 'guest'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error(`guest build of ${tree} failed`);
  return outDir;
};

/** This checkout's server (the same for every build measured), serving one guest build. */
const serve = async (guestDir: string, name: string) => {
  const port = await freePort();
  const server = await startProcess(
    ['--import', 'tsx', join(root, 'server/src/main.ts')],
    {
      DATA_DIR: join(work, `${name}-data`),
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'bench-admin',
      DEMO_PASSWORD: 'bench-demo',
      LOG_LEVEL: 'warn',
      WEB_DIR: '',
      GUEST_DIR: guestDir,
    },
    'Carta is running',
  );
  process.on('exit', () => server.kill('SIGTERM'));
  return { url: `http://127.0.0.1:${port}/guest/1/`, server };
};

/** Chromium with a debugging port, as Lighthouse drives it; a fresh profile, so every run is cold. */
const launchChromium = async () => {
  const port = await freePort();
  const profile = mkdtempSync(join(work, 'profile-'));
  const chromium = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    chromium.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('DevTools listening on')) resolve();
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        chromium.removeAllListeners('exit');
        chromium.once('exit', () => resolve());
        chromium.kill('SIGTERM');
      }),
  };
};

type Run = { score: number; lcpMs: number; fcpMs: number; tbtMs: number; bytes: number };

const audit = async (url: string): Promise<Run> => {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    // LH_DETAILS=1: what the score comes from (the LCP element and its phases, the request chain,
    // the main thread's work), as Lighthouse reports it.
    if (process.env.LH_DETAILS) {
      for (const id of DETAILS) {
        const found = lhr.audits[id];
        if (found) console.log(id, found.displayValue ?? '', JSON.stringify(found.details ?? null));
      }
    }
    const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      bytes: numeric('total-byte-weight'),
    };
  } finally {
    await chromium.close();
  }
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

const trees = [
  { label: 'this checkout', tree: root },
  ...(process.env.BENCH_BASE ? [{ label: 'BENCH_BASE', tree: process.env.BENCH_BASE }] : []),
];
console.log('building the guest app…');
const targets = [];
for (const [i, { label, tree }] of trees.entries()) {
  targets.push({
    label,
    ...(await serve(buildGuest(tree, `guest-${i}`), `run-${i}`)),
    runs: [] as Run[],
  });
}
const loadBefore = load();
// Builds measured in turn, round after round: a change of the machine's load falls on both.
for (let round = 0; round < RUNS; round += 1) {
  for (const target of targets) target.runs.push(await audit(target.url));
}
const loadAfter = load();
for (const target of targets) await stop(target.server);

console.log(
  `\nGuest home (/guest/1/), Lighthouse ${lighthouseVersion()} mobile preset (simulated slow 4G, CPU 4×), median of ${RUNS}`,
);
console.log(`  load average: ${loadBefore} before, ${loadAfter} after`);
for (const { label, runs } of targets) {
  const score = median(runs.map((r) => r.score));
  const lcp = median(runs.map((r) => r.lcpMs));
  console.log(
    `  ${label.padEnd(14)} Performance ${String(score).padStart(3)} (${runs.map((r) => r.score).join(', ')}) ${score >= TARGETS.score ? 'ok' : 'MISSED'} (target ≥ ${TARGETS.score})` +
      `  LCP ${(lcp / 1000).toFixed(2)} s (${runs.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ')}) ${lcp <= TARGETS.lcpMs ? 'ok' : 'MISSED'} (target ≤ ${TARGETS.lcpMs / 1000} s)` +
      `  FCP ${(median(runs.map((r) => r.fcpMs)) / 1000).toFixed(2)} s, TBT ${median(runs.map((r) => r.tbtMs)).toFixed(0)} ms, ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} kB`,
  );
}

function lighthouseVersion(): string {
  return spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
}
