import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Config } from './config-type.ts';

export type { Config, PgConnections } from './config-type.ts';

const MB = 1024 * 1024;

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

/** A variable left empty counts as unset: `PORT= npm start` means the default, not port "". */
const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

const text = optional(z.string().trim());
const integer = (rule: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, rule)
      .transform(Number)
      .refine((n) => n >= min && n <= max, rule),
  );
const positiveInt = integer('must be a positive integer', 1);
const megabytes = optional(
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'must be a positive number of MB')
    .transform(Number)
    .refine((n) => n > 0, 'must be a positive number of MB'),
);
const httpUrl = optional(
  z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+[^\s]*$/, 'must be an http(s) URL'),
);
const FLAGS: Record<string, boolean> = {
  '1': true,
  true: true,
  yes: true,
  on: true,
  '0': false,
  false: false,
  no: false,
  off: false,
};
const flag = optional(
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v in FLAGS, 'must be on or off (also 1/0, true/false, yes/no)')
    .transform((v) => FLAGS[v] === true),
);

/**
 * Every environment variable the server reads, each checked before anything starts: a value that
 * would silently become NaN, a wrong URL or an unknown word stops the start naming the variable.
 */
const envSchema = z.object({
  PORT: integer('must be a port number from 1 to 65535', 1, 65535),
  HOST: text,
  DATA_DIR: text,
  INIT_CWD: text,
  NODE_ENV: text,
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL (unset for SQLite)'),
  ),
  PG_SCHEMA: optional(
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z_][A-Za-z0-9_]{0,62}$/,
        'must be a PostgreSQL schema name (letters, digits, _)',
      ),
  ),
  PUBLIC_URL: httpUrl,
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL (unset: no mail is sent)'),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an e-mail address, optionally with a name'),
  ),
  ADMIN_EMAIL: optional(
    z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'),
  ),
  ADMIN_PASSWORD: optional(z.string()),
  DEMO_PASSWORD: optional(z.string()),
  SEED_DEMO: flag,
  JWT_SECRET: optional(z.string()),
  // Not blank-is-unset: an empty WEB_DIR asks for the API only.
  WEB_DIR: z.string().trim().optional(),
  // Likewise: an empty GUEST_DIR serves no guest app.
  GUEST_DIR: z.string().trim().optional(),
  LOGIN_RATE_LIMIT: positiveInt,
  GUEST_RATE_LIMIT: positiveInt,
  PROVIDER_RATE_LIMIT: positiveInt,
  ANSWER_RATE_LIMIT: positiveInt,
  ORDER_RATE_LIMIT: positiveInt,
  ORDER_POINT_RATE_LIMIT: positiveInt,
  QR_SHEET_RATE_LIMIT: positiveInt,
  STREAMS_PER_USER: positiveInt,
  STREAMS_PER_POINT: positiveInt,
  STREAMS_PER_ADDRESS: positiveInt,
  LOG_LEVEL: optional(
    z.enum(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be one of fatal, error, warn, info, debug, trace, silent',
    ),
  ),
  LOG_FORMAT: optional(z.enum(['text', 'json'], 'must be text or json')),
  VIDEO_MAX_MB: megabytes,
  PDF_MAX_MB: megabytes,
  TRANSLATION_TIMEOUT_MS: positiveInt,
  GOOGLE_MAPS_API_KEY: text,
  GEOCODER_URL: httpUrl,
  MENU_REVISIONS_KEEP: positiveInt,
  MAINTENANCE_EVERY_S: positiveInt,
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .regex(
        /^[0-9A-Fa-f.:/]+(\s*,\s*[0-9A-Fa-f.:/]+)*$/,
        'must be the addresses or CIDR ranges of the proxies, comma-separated',
      ),
  ),
  REDIS_URL: optional(
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'),
  ),
  PROCESS_NAME: optional(
    z
      .string()
      .trim()
      .regex(/^[\w.-]{1,64}$/, 'must be letters, digits, . _ or -'),
  ),
  PUBLIC_API_URL: httpUrl,
  ACTIVITY_PROVIDER_URL: httpUrl,
  SHOWS_SERVICE_URL: httpUrl,
  STRIPE_API_URL: httpUrl,
  REDSYS_URL: httpUrl,
});

/** Variables whose value must not be printed, even when it is wrong (a URL may hold a password). */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'ADMIN_PASSWORD',
  'DEMO_PASSWORD',
  'JWT_SECRET',
  'GOOGLE_MAPS_API_KEY',
]);

/** The environment cannot run Carta: the message names each wrong variable and what it must be. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const problemsOf = (error: z.ZodError, env: NodeJS.ProcessEnv): string[] =>
  error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = env[name];
    const shown = SECRET_VARIABLES.has(name) || value === undefined ? '' : ` (it is "${value}")`;
    return `${name} ${issue.message}${shown}`;
  });

/** STRIPE_API_URL as the Stripe client takes it: host, port and protocol. */
export const stripeApiOf = (url: string) => {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
};

export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      `Carta cannot start, check these environment variables:\n  ${problemsOf(parsed.error, env).join('\n  ')}`,
    );
  }
  const v = parsed.data;
  const port = v.PORT ?? 3000;
  const from = userDir(env, cwd);
  return {
    port,
    host: v.HOST ?? '0.0.0.0',
    dataDir: resolveDataDir(env, cwd),
    databaseUrl: v.DATABASE_URL ?? null,
    pgSchema: v.PG_SCHEMA ?? null,
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${port}`,
    mail: { smtpUrl: v.SMTP_URL ?? null, from: v.MAIL_FROM ?? 'Carta <no-reply@carta.local>' },
    adminEmail: v.ADMIN_EMAIL ?? 'admin@carta.local',
    adminPassword: v.ADMIN_PASSWORD ?? null,
    demoPassword: v.DEMO_PASSWORD ?? null,
    seedDemo: v.SEED_DEMO ?? true,
    jwtSecret: v.JWT_SECRET ?? null,
    webDir:
      v.WEB_DIR === ''
        ? null
        : v.WEB_DIR
          ? resolve(from, v.WEB_DIR)
          : resolve(REPO_ROOT, 'web/dist'),
    guestDir:
      v.GUEST_DIR === ''
        ? null
        : v.GUEST_DIR
          ? resolve(from, v.GUEST_DIR)
          : resolve(REPO_ROOT, 'guest/dist'),
    loginRateLimit: { max: v.LOGIN_RATE_LIMIT ?? 10, windowMs: 60_000 },
    guestRateLimit: { max: v.GUEST_RATE_LIMIT ?? 1200, windowMs: 60_000 },
    providerRateLimit: { max: v.PROVIDER_RATE_LIMIT ?? 120, windowMs: 60_000 },
    answerRateLimit: { max: v.ANSWER_RATE_LIMIT ?? 30, windowMs: 60_000 },
    qrSheetRateLimit: { max: v.QR_SHEET_RATE_LIMIT ?? 10, windowMs: 60_000 },
    orderRateLimit: {
      perAddress: v.ORDER_RATE_LIMIT ?? 600,
      perPoint: v.ORDER_POINT_RATE_LIMIT ?? 120,
      windowMs: 60_000,
    },
    sseHeartbeatMs: 15_000,
    streamCaps: {
      perUser: v.STREAMS_PER_USER ?? 10,
      perPoint: v.STREAMS_PER_POINT ?? 10,
      perAddress: v.STREAMS_PER_ADDRESS ?? 200,
    },
    logLevel: v.LOG_LEVEL ?? 'info',
    logFormat: v.LOG_FORMAT ?? 'text',
    uploads: {
      videoMaxBytes: Math.floor((v.VIDEO_MAX_MB ?? 100) * MB),
      pdfMaxBytes: Math.floor((v.PDF_MAX_MB ?? 20) * MB),
    },
    translationTimeoutMs: v.TRANSLATION_TIMEOUT_MS ?? 8000,
    geocoder: {
      googleApiKey: v.GOOGLE_MAPS_API_KEY ?? null,
      url: v.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org',
    },
    menuRevisionsKeep: v.MENU_REVISIONS_KEEP ?? 50,
    maintenanceEveryMs: (v.MAINTENANCE_EVERY_S ?? 60) * 1000,
    trustProxy: v.TRUST_PROXY ?? null,
    redisUrl: v.REDIS_URL ?? null,
    processName: v.PROCESS_NAME ?? null,
    production: v.NODE_ENV === 'production',
    payments: {
      stripeApi: v.STRIPE_API_URL ? stripeApiOf(v.STRIPE_API_URL) : null,
      redsysUrls: v.REDSYS_URL
        ? {
            redirect: `${v.REDSYS_URL.replace(/\/$/, '')}/sis/realizarPago`,
            rest: `${v.REDSYS_URL.replace(/\/$/, '')}/sis/rest/trataPeticionREST`,
          }
        : null,
    },
    outsideServices: {
      publicApiUrl: v.PUBLIC_API_URL ?? null,
      activityProviderUrl: v.ACTIVITY_PROVIDER_URL ?? null,
      showsServiceUrl: v.SHOWS_SERVICE_URL ?? null,
      timeoutMs: 8000,
    },
  };
};

/**
 * The configuration at start. A wrong variable is the operator's to fix, not a crash: its message
 * alone on stderr and exit code 1, without a stack trace that would bury it.
 */
export const configOrExit = (
  env: NodeJS.ProcessEnv,
  exit: (message: string) => never = (message) => {
    console.error(message);
    process.exit(1);
  },
): Config => {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return exit(error.message);
    throw error;
  }
};

/** A config for tests and benchmarks: nothing from the environment leaks in. */
export const testConfig = (overrides: Partial<Config> & Pick<Config, 'dataDir'>): Config => ({
  ...loadConfig({}),
  webDir: null,
  guestDir: null,
  seedDemo: false,
  logLevel: 'silent',
  loginRateLimit: { max: 1000, windowMs: 60_000 },
  answerRateLimit: { max: 1000, windowMs: 60_000 },
  // A test runs the pass it needs itself (runMaintenance), never one on a timer mid-test.
  maintenanceEveryMs: null,
  // Tests run the webhook and printer rounds themselves, at the instants they choose.
  integrationWorkerMs: null,
  ...overrides,
});
