import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@carta/server';
import { testConfig } from '@carta/server/config';
import pg from 'pg';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';

export const ADMIN = { email: 'admin@carta.local', password: 'e2e-admin' };
export const STAFF = { email: 'staff@hotel-demo.local', password: 'e2e-staff' };
/** Demo staff without Permission 3: may not reorder blocks (behaviour.md#scopes). */
export const RECEPTION = { email: 'recepcion@hotel-demo.local', password: STAFF.password };

/** The built web app; E2E_WEB_DIR lets parallel work build into folders of its own. */
const webDir = process.env.E2E_WEB_DIR ?? new URL('../web/dist', import.meta.url).pathname;
/** The built guest app (served at /guest/{ws}/ when present); E2E_GUEST_DIR likewise. */
export const guestDir =
  process.env.E2E_GUEST_DIR ?? new URL('../guest/dist', import.meta.url).pathname;

/** Debian's Chromium, or CHROMIUM_PATH; never a downloaded browser. */
export const chromiumPath = (): string | null =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => Boolean(p && existsSync(p)),
  ) ?? null;

export const requireChromium = (): string => {
  const path = chromiumPath();
  if (path) return path;
  throw new Error(
    'Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH (.ci/run installs it)',
  );
};

type Who = { readonly email: string; readonly password: string };

export type NewPageOptions = {
  /**
   * Signed in as this user from the first page on: the token a login answers is in the browser's
   * storage before the app loads, as the login screen leaves it (behaviour.md#data Browser storage).
   * For tests about something else than the login, which goes straight to its screen.
   */
  readonly as?: Who;
  /** The window's size from the first page on (default 1366×900). */
  readonly viewport?: { readonly width: number; readonly height: number };
};

export type Running = {
  readonly url: string;
  readonly browser: Browser;
  readonly newPage: (
    locale?: string,
    options?: NewPageOptions,
  ) => Promise<{ context: BrowserContext; page: Page }>;
  readonly stop: () => Promise<void>;
};

/**
 * The contexts opened by newPage while a test runs (not those of a beforeAll, which the file's
 * tests share): closed once the test is over (failure-report.ts), so that no app left open by an
 * earlier test keeps polling and rendering while the next one runs.
 */
let testContexts: Set<BrowserContext> | null = null;

export const trackTestContexts = () => {
  testContexts = new Set();
};

export const closeTestContexts = async () => {
  const open = testContexts;
  testContexts = null;
  if (open) await Promise.all([...open].map((context) => context.close()));
};

/** What the login screen stores for `who` (its token and enterprise), asked of the API. */
const signedInStorage = async (url: string, who: Who) => {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (response.status !== 200) throw new Error(`login of ${who.email}: ${response.status}`);
  const { token, user } = (await response.json()) as {
    token: string;
    user: { EnterpriseID: string | number };
  };
  const localStorage = [
    { name: 'jwt', value: token },
    { name: 'enterprise', value: String(user.EnterpriseID) },
  ];
  return { cookies: [], origins: [{ origin: url, localStorage }] };
};

/** Pages opened by newPage and not closed yet: what a failed test had on screen (failure-report.ts). */
export const openPages = new Set<Page>();

/** The requests of each page opened by newPage that have not been answered (nor failed) yet. */
const unanswered = new WeakMap<Page, Set<Request>>();

const trackRequests = (page: Page) => {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  unanswered.set(page, open);
};

/**
 * Resolves once every request the page has sent so far is answered or failed: the calls and lazy
 * chunks a screen asked for have arrived. (Playwright's 'networkidle' is a load state, reached
 * once per document: after a hash navigation it resolves at once.)
 */
export const requestsAnswered = (page: Page, timeout = 30_000): Promise<void> => {
  const open = unanswered.get(page);
  if (!open) throw new Error('requestsAnswered: the page was not opened by newPage');
  if (open.size === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      page.off('requestfinished', check);
      page.off('requestfailed', check);
    };
    const check = () => {
      if (open.size > 0) return;
      stop();
      resolve();
    };
    const timer = setTimeout(() => {
      stop();
      const urls = [...open].map((request) => request.url());
      reject(new Error(`requests unanswered after ${timeout} ms: ${urls.join(', ')}`));
    }, timeout);
    page.on('requestfinished', check);
    page.on('requestfailed', check);
  });
};

/** PostgreSQL for the e2e runs that ask for it (.ci/run sets it); unset, they skip that part. */
export const pgTestUrl = (): string | null => process.env.TEST_DATABASE_URL || null;

export type StartOptions = {
  /**
   * 'postgres': the server stores in a fresh schema of TEST_DATABASE_URL (dropped by stop), as the
   * server's integration tests do; default SQLite in the fresh DATA_DIR.
   */
  readonly database?: 'sqlite' | 'postgres';
};

const dropSchema = async (url: string, schema: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
};

const launchChromium = () =>
  chromium.launch({
    executablePath: requireChromium(),
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

/**
 * One Chromium per worker process, shared by its files (vitest's e2e project does not isolate
 * them): a launch cost about a second of every file. Each file still gets contexts of its own, as
 * fresh as a new browser's (no cookie, storage, cache or service worker is shared between
 * contexts), all closed by its stop(). Playwright kills the browser when the worker exits.
 */
let sharedBrowser: Promise<Browser> | null = null;

const workerBrowser = async (): Promise<Browser> => {
  const current = sharedBrowser ? await sharedBrowser.catch(() => null) : null;
  if (current?.isConnected()) return current;
  // A browser that crashed or failed to start is replaced, not reused by the next file.
  sharedBrowser = launchChromium();
  return sharedBrowser;
};

/**
 * A seeded SQLite data folder per worker process, copied for each server: migrating and seeding
 * (two full-cost password hashes among them) was most of a file's start. Each copy is a fresh
 * database all the same, with a JWT secret of its own. The seed dates its orders and rows at the
 * instant it runs (behaviour.md#ordering's demo orders are "today's"), so the copy is made again
 * each hour: a file never starts from yesterday's seed.
 */
let seeded: { dir: string; hour: string } | null = null;

const seedHour = () => new Date().toISOString().slice(0, 13);

/** At the worker's exit: no run leaves its seeded folder in the temporary directory. */
const removeSeeded = () => {
  if (seeded) rmSync(seeded.dir, { recursive: true, force: true });
};

const seedConfig = (dataDir: string, pgUrl: string | null, pgSchema: string | null) =>
  testConfig({
    dataDir,
    webDir,
    guestDir,
    databaseUrl: pgUrl,
    pgSchema,
    seedDemo: true,
    adminPassword: ADMIN.password,
    demoPassword: STAFF.password,
    // The real webhook and printer workers, as a running server has them.
    integrationWorkerMs: 250,
  });

/** A new data folder holding a freshly seeded SQLite database (see `seeded`). */
const seededDataDir = async (): Promise<string> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carta-e2e-'));
  const hour = seedHour();
  if (seeded?.hour !== hour) {
    if (seeded) rmSync(seeded.dir, { recursive: true, force: true });
    const dir = mkdtempSync(join(tmpdir(), 'carta-e2e-seed-'));
    // Closing the app checkpoints SQLite's WAL into the file: the folder is then a plain copy.
    const app = await buildApp(seedConfig(dir, null, null));
    await app.close();
    rmSync(join(dir, 'jwt-secret'), { force: true });
    if (!seeded) process.once('exit', removeSeeded);
    seeded = { dir, hour };
  }
  cpSync(seeded.dir, dataDir, { recursive: true });
  return dataDir;
};

/**
 * The real server (demo seed, SQLite in a fresh DATA_DIR or a fresh PostgreSQL schema, the built
 * web app) and a headless Chromium (the worker's, see workerBrowser) whose contexts are this
 * server's alone.
 */
export const startCarta = async ({ database = 'sqlite' }: StartOptions = {}): Promise<Running> => {
  if (!existsSync(join(webDir, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first (npm run test:e2e does)');
  }
  const pgUrl = database === 'postgres' ? pgTestUrl() : null;
  if (database === 'postgres' && !pgUrl) throw new Error('postgres needs TEST_DATABASE_URL');
  const pgSchema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : null;
  const dataDir = pgUrl ? mkdtempSync(join(tmpdir(), 'carta-e2e-')) : await seededDataDir();
  const app = await buildApp(seedConfig(dataDir, pgUrl, pgSchema));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await workerBrowser();
  /** Every context this server's pages were opened in, the beforeAll ones included. */
  const contexts = new Set<BrowserContext>();
  return {
    url: address,
    browser,
    newPage: async (locale = 'es-ES', { as, viewport }: NewPageOptions = {}) => {
      const context = await browser.newContext({
        locale,
        // The app's reduced-motion styles (web/src/app/theme.ts): no test waits out a fade, and no
        // endless spinner redraws a long page while a test works on it.
        reducedMotion: 'reduce',
        viewport: viewport ?? { width: 1366, height: 900 },
        ...(as ? { storageState: await signedInStorage(address, as) } : {}),
      });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      testContexts?.add(context);
      const page = await context.newPage();
      trackRequests(page);
      openPages.add(page);
      page.on('close', () => openPages.delete(page));
      page.on('pageerror', (error) => console.error('page error:', error.message));
      return { context, page };
    },
    stop: async () => {
      await Promise.all([...contexts].map((context) => context.close()));
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl && pgSchema) await dropSchema(pgUrl, pgSchema);
    },
  };
};
