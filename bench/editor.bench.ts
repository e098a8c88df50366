/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { benchBlocks } from './carta.ts';
import { firstLoadLine, measureFirstLoad } from './firstLoad.ts';
import { freePort, startProcess, stop } from './lib.ts';

/**
 * `npm run bench:editor`: the menu editor on a 300-block menu. The real server on a temporary
 * SQLite database serves a fresh production build of the web app; headless Chromium opens the menu.
 * Prints the time until the list is interactive, the keystroke-to-paint latency in one block's text
 * field, and the server-side p95 of saving the whole menu in one request.
 */
const BLOCKS = 300;
const LOADS = 5;
const KEYSTROKES = 50;
const SAVES = 30;
const TARGETS = { interactiveMs: 1000, keystrokeP95Ms: 50, saveP95Ms: 60 };
const root = new URL('..', import.meta.url).pathname;

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const verdict = (value: number, target: number) =>
  value <= target
    ? `ok (target ≤ ${target} ms)`
    : `MISSED by ${(value - target).toFixed(1)} ms (target ≤ ${target} ms)`;

const chromiumPath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((p): p is string => Boolean(p && existsSync(p)));
if (!chromiumPath)
  throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');

const work = mkdtempSync(join(tmpdir(), 'carta-bench-editor-'));
const webDir = join(work, 'web');
const dataDir = join(work, 'data');

console.log('building the web app…');
const build = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--outDir',
    webDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: join(root, 'web'), stdio: 'inherit' },
);
if (build.status !== 0) throw new Error('web build failed');
// Read now: the build goes with the temporary folder at the end.
const firstLoad = measureFirstLoad(webDir);

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
    WEB_DIR: webDir,
    LOGIN_RATE_LIMIT: '100',
  },
  'Carta is running',
);
// Whatever happens below, the server does not outlive the benchmark.
process.on('exit', () => server.kill('SIGTERM'));

const api = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${base}/api${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
};
const { token, user } = (await (
  await api('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@carta.local', password: 'bench-admin' }),
  })
).json()) as { token: string; user: { EnterpriseID: number } };
const owner = String(user.EnterpriseID);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

// The seeded menu: Title and Text blocks in turn, text in the enterprise's four languages.
const Content = benchBlocks(BLOCKS);
const created = (await (
  await api(`/menus/${owner}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ID: 'new', Name: { es: 'Bench 300' }, Type: 0, Content }),
  })
).json()) as { newID: number };
const menuId = created.newID;

// ---------------------------------------------------------------------------------------------
// In the browser

/**
 * In-page scripts, as text: functions compiled by tsx carry helpers the page does not have.
 * The first marks the first frame where all the cards and the first block's field exist.
 */
const markInteractive = `
  new MutationObserver(() => {
    if (window.__interactive !== undefined || window.__pending) return;
    const cards = document.querySelectorAll('section[id^="content-"]').length;
    const field = document.querySelector('section[id^="content-"] input[type="text"]');
    if (cards >= ${BLOCKS} && field) {
      window.__pending = true;
      requestAnimationFrame(() => { window.__interactive = performance.now(); });
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** Keydown to the frame after it: the event's own timestamp to after the next paint. */
const recordKeystrokes = (selector: string) => `
  window.__latencies = [];
  document.querySelector(${JSON.stringify(selector)}).addEventListener('keydown', (event) => {
    const started = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.__latencies.push(performance.now() - started)));
  });
`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const openEditor = async (): Promise<{ page: Page; interactive: number }> => {
  const context = await browser.newContext({
    locale: 'es-ES',
    viewport: { width: 1366, height: 900 },
  });
  await context.addInitScript(`localStorage.setItem('jwt', ${JSON.stringify(token)});`);
  await context.addInitScript(markInteractive);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${base}/#/menus/${menuId}`);
  await page.waitForFunction(
    () => (window as unknown as { __interactive?: number }).__interactive !== undefined,
    null,
    {
      timeout: 60_000,
    },
  );
  const interactive = await page.evaluate(
    () => (window as unknown as { __interactive: number }).__interactive,
  );
  return { page, interactive };
};

const loads: number[] = [];
let last: Page | undefined;
for (let i = 0; i < LOADS; i += 1) {
  if (last) await last.context().close();
  const opened = await openEditor();
  loads.push(opened.interactive);
  last = opened.page;
}
const page = last as Page;

/**
 * The same list opened from the navigation of an app already loaded (a user moving between
 * menus): from the click to the same mark, without the app's own start.
 */
const inApp: number[] = [];
for (let i = 0; i < LOADS; i += 1) {
  await page.getByRole('navigation').getByRole('link', { name: 'Bienvenida', exact: true }).click();
  await page.getByLabel('Nombre del menú').and(page.locator('[value="Bienvenida"]')).waitFor();
  await page.evaluate(() => {
    const w = window as unknown as {
      __interactive?: number;
      __pending?: boolean;
      __clicked?: number;
    };
    w.__interactive = undefined;
    w.__pending = false;
    document.querySelector('nav')?.addEventListener(
      'click',
      () => {
        w.__clicked = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Bench 300', exact: true }).click();
  await page.waitForFunction(
    () => (window as unknown as { __interactive?: number }).__interactive !== undefined,
  );
  inApp.push(
    await page.evaluate(() => {
      const w = window as unknown as { __interactive: number; __clicked: number };
      return w.__interactive - w.__clicked;
    }),
  );
}

const typeInto = async (selector: string, focus: () => Promise<void>) => {
  await page.evaluate(recordKeystrokes(selector));
  await focus();
  for (let i = 0; i < KEYSTROKES; i += 1) {
    await page.keyboard.press(i % 10 === 9 ? 'Space' : 'a');
    await page.waitForFunction(
      (n) => (window as unknown as { __latencies: number[] }).__latencies.length >= n,
      i + 1,
    );
  }
  return page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
};

// A Title block in the middle of the list: scrolled to, so its lazy body is built first.
const middle = `#content-${(await (await api(`/contents/${menuId}`, { headers })).json()).data[150].ID}`;
await page.locator(middle).scrollIntoViewIfNeeded();
const titleSelector = `${middle} input[type="text"]`;
await page.locator(titleSelector).waitFor();
const titleLatencies = await typeInto(titleSelector, () => page.locator(titleSelector).click());

const textCard = `#content-${(await (await api(`/contents/${menuId}`, { headers })).json()).data[151].ID}`;
const richSelector = `${textCard} .ql-editor`;
await page.locator(richSelector).waitFor();
const richLatencies = await typeInto(richSelector, () => page.locator(richSelector).click());
await browser.close();

// ---------------------------------------------------------------------------------------------
// Saving the whole menu, timed by the server (Server-Timing of PUT /api/menus/{owner})

const stored = (await (await api(`/contents/${menuId}`, { headers })).json()).data as Record<
  string,
  unknown
>[];
const menu = (
  (await (await api(`/menus/${owner}`, { headers })).json()).data as {
    ID: number;
    Version: number;
  }[]
).find((m) => m.ID === menuId);
let version = menu?.Version ?? 0;
const serverTimes: number[] = [];
const parseTimes: number[] = [];
const dbTimes: number[] = [];
const roundTrips: number[] = [];
for (let i = 0; i < SAVES; i += 1) {
  const body = {
    ID: menuId,
    Name: { es: 'Bench 300' },
    Type: 0,
    Version: version,
    Content: stored.map((c, n) => (n === 0 ? { ...c, Title: { es: `Bloque 0 (${i})` } } : c)),
  };
  const started = performance.now();
  const res = await api(`/menus/${owner}`, { method: 'PUT', headers, body: JSON.stringify(body) });
  const answer = (await res.json()) as { Version: number };
  roundTrips.push(performance.now() - started);
  version = answer.Version;
  const header = res.headers.get('server-timing') ?? '';
  const part = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header)?.[1]);
  if (header) {
    serverTimes.push(part('save'));
    parseTimes.push(part('parse'));
    dbTimes.push(part('db'));
  }
}

await stop(server);
rmSync(work, { recursive: true, force: true });

const interactive = quantile(loads, 0.5);
const keyMedian = quantile(titleLatencies, 0.5);
const keyP95 = quantile(titleLatencies, 0.95);
const saveP95 = quantile(serverTimes, 0.95);
console.log(`\n${firstLoadLine(firstLoad)}`);
console.log(`\nMenu editor, ${BLOCKS} blocks (Title and Text in turn), headless Chromium, SQLite`);
console.log(
  `  list interactive      : ${ms(interactive)} median of ${LOADS} loads (${loads.map((v) => v.toFixed(0)).join(', ')} ms)  ${verdict(interactive, TARGETS.interactiveMs)}`,
);
console.log(
  `    from the navigation : ${ms(quantile(inApp, 0.5))} median of ${LOADS} (app already loaded: ${inApp.map((v) => v.toFixed(0)).join(', ')} ms)`,
);
console.log(
  `  keystroke → paint     : ${ms(keyMedian)} median, ${ms(keyP95).trim()} p95 over ${KEYSTROKES} keys in a Title field  ${verdict(keyP95, TARGETS.keystrokeP95Ms)}`,
);
console.log(
  `    in a rich-text field: ${ms(quantile(richLatencies, 0.5))} median, ${ms(quantile(richLatencies, 0.95)).trim()} p95 (Quill)`,
);
console.log(
  `  save whole menu (PUT) : ${ms(saveP95)} p95 on the server over ${SAVES} saves (median ${quantile(serverTimes, 0.5).toFixed(1)} ms; round trip p95 ${quantile(roundTrips, 0.95).toFixed(1)} ms)  ${verdict(saveP95, TARGETS.saveP95Ms)}`,
);
console.log(
  `    of which            : checks and HTML sanitizing p95 ${quantile(parseTimes, 0.95).toFixed(1)} ms, transaction p95 ${quantile(dbTimes, 0.95).toFixed(1)} ms\n`,
);
