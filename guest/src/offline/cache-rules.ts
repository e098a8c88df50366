/**
 * What the guest app's service worker (sw.ts) keeps, and how the app knows an answer came from it.
 * Pure, so that the rules are tested without a browser; the worker and the app both import them.
 */

/** The worker's script and scope: same origin, covering every venue's app under /guest/. */
export const SW_URL = '/guest/sw.js';
export const SW_SCOPE = '/guest/';
/** Every app path answers the same index.html; the worker keeps it once, under this key. */
export const SHELL_KEY = '/guest/';

/** On an answer from the worker's cache: when it was fetched from Carta (epoch milliseconds). */
export const CACHED_AT_HEADER = 'X-Carta-Cached-At';
/** On the worker's own 503: offline, and this answer was never kept (a menu not read before). */
export const OFFLINE_HEADER = 'X-Carta-Offline';

/** Every cache of the worker starts so: activate deletes the ones of other versions. */
export const CACHE_PREFIX = 'carta-guest-';
/**
 * The API answers and images outlive a new build of the app (offline menus survive a deploy); the
 * numbers change only when the shape of what is kept changes.
 */
export const DATA_CACHE = `${CACHE_PREFIX}data-v1`;
export const IMAGE_CACHE = `${CACHE_PREFIX}images-v1`;
/** The shell and its hashed files: one cache per build, named by the build's file list. */
export const shellCacheOf = (version: string) => `${CACHE_PREFIX}shell-${version}`;

/** Caches that are the worker's but not of this version: deleted when it activates. */
export const staleCaches = (names: readonly string[], current: readonly string[]): string[] =>
  names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name));

/** An image larger than this is not kept; all kept images stay under the budget (oldest go). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_BUDGET_BYTES = 16 * 1024 * 1024;

export type CacheKind =
  /** A page of the app (a navigation): network first, the kept index.html offline. */
  | 'shell'
  /** A hashed file of the build: never changes, cache first. */
  | 'asset'
  /** A public read of the guest API: network first, the last answer offline. */
  | 'api'
  /** An image on Carta (uploads, demo pictures, allergen icons): cache first, best effort. */
  | 'image';

export type RequestFacts = {
  readonly method: string;
  readonly url: string;
  /** Request.mode: 'navigate' for a page load. */
  readonly mode: string;
  /** Request.destination: 'image' for an <img>. */
  readonly destination: string;
  readonly hasAuthorization: boolean;
};

/**
 * Query parameters of a staff preview (`at=`, `token=`, the app's `preview=`): an answer meant for
 * one member of staff, never served to anyone from a cache. Names are compared as the server reads
 * them (decoded, any case).
 */
const PRIVATE_PARAMS = new Set(['at', 'token', 'preview']);

const hasPrivateParams = (url: URL): boolean =>
  [...url.searchParams.keys()].some((name) => PRIVATE_PARAMS.has(name.trim().toLowerCase()));

/** The guest app's public reads (client.ts, allergens.ts, external-menus.ts); nothing else. */
const API_PATHS = [
  /^\/api\/public\/guest\/\d+(\/menus(\/\d+)?)?$/,
  /^\/api\/utils\/allergens\/\d+$/,
  /^\/api\/v1\/public\/workspaces\/\d+\/menu-ext\/?$/,
];

const IMAGE_PREFIXES = ['/uploads/', '/img/', '/assets/allergens/'];

/**
 * How the worker answers a request, or null to leave it to the browser: anything not a GET, with
 * an Authorization header or preview parameters, of another origin, or not the app's own.
 */
export const cacheKindOf = (request: RequestFacts, origin: string): CacheKind | null => {
  if (request.method !== 'GET' || request.hasAuthorization) return null;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  if (url.origin !== origin || hasPrivateParams(url)) return null;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    const inApp = path.startsWith(SW_SCOPE) && !path.startsWith(`${SW_SCOPE}assets/`);
    return inApp && path !== SW_URL ? 'shell' : null;
  }
  if (path.startsWith(`${SW_SCOPE}assets/`)) return 'asset';
  if (API_PATHS.some((pattern) => pattern.test(path))) return 'api';
  if (request.destination === 'image' && IMAGE_PREFIXES.some((p) => path.startsWith(p))) {
    return 'image';
  }
  return null;
};

/**
 * Whether an answer may be kept for offline use: a whole 200 of this origin that Carta did not
 * mark as one person's (`private`) or not to be stored.
 */
export const isKeepable = (response: {
  readonly status: number;
  readonly type: string;
  readonly headers: { get(name: string): string | null };
}): boolean => {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const control = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(control);
};

/** When an answer was fetched, if it came from the worker's cache; null for a fresh answer. */
export const cachedAtOf = (headers: { get(name: string): string | null }): number | null => {
  const value = Number(headers.get(CACHED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * The kept images to delete (oldest first) so that the rest fit the budget; `entries` in the
 * order they were kept.
 */
export const imagesOverBudget = (
  entries: readonly { readonly key: string; readonly bytes: number }[],
  budget = IMAGE_BUDGET_BYTES,
): string[] => {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const evicted: string[] = [];
  for (const entry of entries) {
    if (total <= budget) break;
    evicted.push(entry.key);
    total -= entry.bytes;
  }
  return evicted;
};
