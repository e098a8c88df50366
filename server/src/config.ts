import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Config = {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** postgres://… selects PostgreSQL; unset means SQLite in dataDir. */
  readonly databaseUrl: string | null;
  /** PostgreSQL schema to work in (tests give each run its own). */
  readonly pgSchema: string | null;
  readonly publicUrl: string;
  readonly adminEmail: string;
  readonly adminPassword: string | null;
  readonly demoPassword: string | null;
  readonly seedDemo: boolean;
  readonly jwtSecret: string | null;
  /** Built web app to serve at '/', when present. */
  readonly webDir: string | null;
  readonly loginRateLimit: { readonly max: number; readonly windowMs: number };
  readonly logLevel: string;
  /** text: one short line per event for a person at a terminal; json: pino's lines for collectors. */
  readonly logFormat: 'text' | 'json';
  /** Largest accepted video and PDF, in bytes (images are capped at 2 MB by §5). */
  readonly uploads: { readonly videoMaxBytes: number; readonly pdfMaxBytes: number };
  /** How long a machine-translation provider may take to answer one request. */
  readonly translationTimeoutMs: number;
  /** Address search: Google Places with a key, otherwise OpenStreetMap Nominatim at `url`. */
  readonly geocoder: { readonly googleApiKey: string | null; readonly url: string };
  /**
   * The outside services of §7 (menu-ext public API, activity provider, shows service): a base URL
   * makes Carta forward the call there; null answers from Carta's own catalogues.
   */
  readonly outsideServices: {
    readonly publicApiUrl: string | null;
    readonly activityProviderUrl: string | null;
    readonly showsServiceUrl: string | null;
    /** How long a forwarded call may take (the geocoder's 8 s; tests shorten it). */
    readonly timeoutMs: number;
  };
  /** How many revisions each menu keeps (the newest); older ones are pruned on save. */
  readonly menuRevisionsKeep: number;
  /** Sees every SQL statement; tests use it to prove a fixed number of queries per call. */
  readonly onQuery?: (sql: string) => void;
};

const MB = 1024 * 1024;

/** A size in MB (MiB) from the environment; a value that is not a positive number stops the start. */
const megabytes = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback * MB;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb <= 0) throw new Error(`${name} must be a positive number of MB`);
  return Math.floor(mb * MB);
};

/** An outside service's base URL from the environment; anything but http(s) stops the start. */
const baseUrl = (name: string, value: string | undefined): string | null => {
  if (value === undefined || value.trim() === '') return null;
  if (!/^https?:\/\/[^\s]+$/.test(value.trim())) throw new Error(`${name} must be an http(s) URL`);
  return value.trim();
};

/** The repository root, found from this file (server/src/config.ts) wherever the process runs. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where the user typed the command. npm runs a workspace's script inside that workspace (server/),
 * but keeps the folder `npm` was started from in INIT_CWD; a relative path the user wrote means that
 * folder, not server/.
 */
export const userDir = (env: NodeJS.ProcessEnv, cwd: string = process.cwd()): string =>
  env.INIT_CWD || cwd;

/** DATA_DIR: relative to where the command was typed; unset, `data/` at the repository root. */
export const resolveDataDir = (
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
  root: string = REPO_ROOT,
): string => (env.DATA_DIR ? resolve(userDir(env, cwd), env.DATA_DIR) : resolve(root, 'data'));

const logFormat = (value: string | undefined): 'text' | 'json' => {
  if (value === undefined || value === '' || value === 'text') return 'text';
  if (value === 'json') return 'json';
  throw new Error('LOG_FORMAT must be text or json');
};

/** A count from the environment; anything but a positive integer stops the start. */
const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value);

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): Config => {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolveDataDir(env, cwd),
    databaseUrl: env.DATABASE_URL || null,
    pgSchema: env.PG_SCHEMA || null,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@carta.local',
    adminPassword: env.ADMIN_PASSWORD || null,
    demoPassword: env.DEMO_PASSWORD || null,
    seedDemo: flag(env.SEED_DEMO, true),
    jwtSecret: env.JWT_SECRET || null,
    webDir:
      env.WEB_DIR === ''
        ? null
        : env.WEB_DIR
          ? resolve(userDir(env, cwd), env.WEB_DIR)
          : resolve(REPO_ROOT, 'web/dist'),
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), windowMs: 60_000 },
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT),
    uploads: {
      videoMaxBytes: megabytes('VIDEO_MAX_MB', env.VIDEO_MAX_MB, 100),
      pdfMaxBytes: megabytes('PDF_MAX_MB', env.PDF_MAX_MB, 20),
    },
    translationTimeoutMs:
      Number(env.TRANSLATION_TIMEOUT_MS) > 0 ? Number(env.TRANSLATION_TIMEOUT_MS) : 8000,
    geocoder: {
      googleApiKey: env.GOOGLE_MAPS_API_KEY || null,
      url: env.GEOCODER_URL || 'https://nominatim.openstreetmap.org',
    },
    menuRevisionsKeep: positiveInt('MENU_REVISIONS_KEEP', env.MENU_REVISIONS_KEEP, 50),
    outsideServices: {
      publicApiUrl: baseUrl('PUBLIC_API_URL', env.PUBLIC_API_URL),
      activityProviderUrl: baseUrl('ACTIVITY_PROVIDER_URL', env.ACTIVITY_PROVIDER_URL),
      showsServiceUrl: baseUrl('SHOWS_SERVICE_URL', env.SHOWS_SERVICE_URL),
      timeoutMs: 8000,
    },
  };
};

/** A config for tests and benchmarks: nothing from the environment leaks in. */
export const testConfig = (overrides: Partial<Config> & Pick<Config, 'dataDir'>): Config => ({
  ...loadConfig({}),
  webDir: null,
  seedDemo: false,
  logLevel: 'silent',
  loginRateLimit: { max: 1000, windowMs: 60_000 },
  ...overrides,
});
