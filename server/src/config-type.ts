import type { PoolClient } from 'pg';

/** What a running Carta is told by its environment (config.ts reads and checks it). */
export type Config = {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** postgres://… selects PostgreSQL; unset means SQLite in dataDir. */
  readonly databaseUrl: string | null;
  /** PostgreSQL schema to work in (tests give each run its own). */
  readonly pgSchema: string | null;
  readonly publicUrl: string;
  /**
   * Outgoing mail (behaviour.md#administration): smtp:// or smtps:// with credentials, or null (links are only
   * shown to the administrator, who hands them over).
   */
  readonly mail: { readonly smtpUrl: string | null; readonly from: string };
  readonly adminEmail: string;
  readonly adminPassword: string | null;
  readonly demoPassword: string | null;
  readonly seedDemo: boolean;
  readonly jwtSecret: string | null;
  /** Built web app to serve at '/', when present. */
  readonly webDir: string | null;
  /** Built guest app to serve at '/guest/{ws}/', when present. */
  readonly guestDir: string | null;
  readonly loginRateLimit: { readonly max: number; readonly windowMs: number };
  /** Guest reads per client address and window (GUEST_RATE_LIMIT a minute; hotel Wi-Fi shares one). */
  readonly guestRateLimit: { readonly max: number; readonly windowMs: number };
  /**
   * Public calls that may reach an outside service (behaviour.md#api menu-ext, activity and shows type names) per
   * client address and window (PROVIDER_RATE_LIMIT a minute): a runaway client is stopped before it.
   */
  readonly providerRateLimit: { readonly max: number; readonly windowMs: number };
  /** Guest answers (form, poll) per client address and window (ANSWER_RATE_LIMIT a minute). */
  readonly answerRateLimit: { readonly max: number; readonly windowMs: number };
  /**
   * Guest ordering calls (behaviour.md#ordering): per client address (ORDER_RATE_LIMIT a minute; a hotel's
   * Wi-Fi shares one) and per point (ORDER_POINT_RATE_LIMIT a minute, all its phones together).
   */
  readonly orderRateLimit: {
    readonly perAddress: number;
    readonly perPoint: number;
    readonly windowMs: number;
  };
  /** QR sheets (a CPU-heavy PDF) per staff user and window, on all processes together. */
  readonly qrSheetRateLimit: { readonly max: number; readonly windowMs: number };
  /** How often an order event stream sends a heartbeat (and re-reads the outbox). */
  readonly sseHeartbeatMs: number;
  /**
   * Open event streams at once, counted across processes: per staff user, per guest point and per
   * client address (a hotel's guests share one address behind its Wi-Fi, hence the larger figure).
   */
  readonly streamCaps: {
    readonly perUser: number;
    readonly perPoint: number;
    readonly perAddress: number;
  };
  /**
   * How often the webhook and printer workers run (ms); null starts none (tests that drive the
   * rounds themselves). Unset: every second.
   */
  readonly integrationWorkerMs?: number | null;
  /** The server's clock; tests set it to judge availability at a chosen instant. */
  readonly clock?: () => Date;
  readonly logLevel: string;
  /** text: one short line per event for a person at a terminal; json: pino's lines for collectors. */
  readonly logFormat: 'text' | 'json';
  /** Largest accepted video and PDF, in bytes (images are capped at 2 MB by behaviour.md#validation). */
  readonly uploads: { readonly videoMaxBytes: number; readonly pdfMaxBytes: number };
  /** How long a machine-translation provider may take to answer one request. */
  readonly translationTimeoutMs: number;
  /** Address search: Google Places with a key, otherwise OpenStreetMap Nominatim at `url`. */
  readonly geocoder: { readonly googleApiKey: string | null; readonly url: string };
  /**
   * The outside services of behaviour.md#api (menu-ext public API, activity provider, shows service): a base URL
   * makes Carta forward the call there; null answers from Carta's own catalogues.
   */
  readonly outsideServices: {
    readonly publicApiUrl: string | null;
    readonly activityProviderUrl: string | null;
    readonly showsServiceUrl: string | null;
    /** How long a forwarded call may take (the geocoder's 8 s; tests shorten it). */
    readonly timeoutMs: number;
  };
  /**
   * NODE_ENV=production: the server takes real money, so the demo card provider is off
   * (behaviour.md#payments).
   */
  readonly production: boolean;
  /**
   * Card providers (behaviour.md#payments). Null: Stripe's API and Redsys's endpoints of the venue's chosen
   * environment; STRIPE_API_URL / REDSYS_URL point them elsewhere (a fake provider in tests).
   */
  readonly payments: {
    readonly stripeApi: {
      readonly host: string;
      readonly port: number;
      readonly protocol: 'http' | 'https';
    } | null;
    readonly redsysUrls: { readonly redirect: string; readonly rest: string } | null;
  };
  /**
   * How often the maintenance job runs (MAINTENANCE_EVERY_S, a minute by default); null: never by
   * itself (tests run a pass directly).
   */
  readonly maintenanceEveryMs: number | null;
  /** How many revisions each menu keeps (the newest); older ones are pruned on save. */
  readonly menuRevisionsKeep: number;
  /**
   * The proxies (addresses or CIDR ranges, comma-separated) whose `X-Forwarded-For` names the
   * client (TRUST_PROXY, docs/deploy.md): behind a balancer every per-address limit would otherwise
   * count the balancer. Null trusts no header.
   */
  readonly trustProxy?: string | null;
  /** REDIS_URL: limits and stream caps counted in Redis instead of the database (docs/deploy.md). */
  readonly redisUrl?: string | null;
  /** PROCESS_NAME: sent as X-Carta-Process on every answer, to tell the processes apart behind a balancer. */
  readonly processName?: string | null;
  /** Sees every SQL statement; tests use it to prove a fixed number of queries per call. */
  readonly onQuery?: (sql: string) => void;
  /**
   * Where PostgreSQL connections come from instead of a pool of the app's own (ended with it), for
   * `databaseUrl` and `pgSchema`. Tests keep one pool per schema for the whole run: a new pool per
   * test paid a backend start and a cold catalog cache on every connection.
   */
  readonly pgConnections?: PgConnections;
};

/** What Kysely's PostgreSQL dialect uses of a pool. */
export type PgConnections = {
  readonly connect: () => Promise<PoolClient>;
  readonly end: () => Promise<void>;
};
