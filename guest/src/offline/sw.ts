/**
 * The guest app's service worker (served at /guest/sw.js, scope /guest/; built by
 * ../../vite-sw-plugin.ts with the build's file list). It keeps the app shell and the last answers
 * the guest read, so that the app opens without a connection and says how old what it shows is:
 *   pages of the app    network first, the kept index.html offline
 *   /guest/assets/*     cache first (hashed names never change)
 *   guest API reads     network first; offline, the last answer, marked with when it was fetched
 *   images on Carta     cache first, best effort, under a byte budget
 * Requests that are not GETs, carry an Authorization header or preview parameters (at=, token=)
 * are never answered from or stored in a cache (cache-rules.ts).
 */
import {
  CACHED_AT_HEADER,
  type CacheKind,
  cacheKindOf,
  DATA_CACHE,
  IMAGE_CACHE,
  IMAGE_MAX_BYTES,
  imagesOverBudget,
  isKeepable,
  OFFLINE_HEADER,
  SHELL_KEY,
  shellCacheOf,
  staleCaches,
} from './cache-rules.ts';

/** Set by the build: the shell and every hashed file of this build, and a name for them. */
declare const __CARTA_PRECACHE__: readonly string[];
declare const __CARTA_VERSION__: string;

// The few worker types used, declared here: the WebWorker library cannot share a program with DOM.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

const SHELL_CACHE = shellCacheOf(__CARTA_VERSION__);
const SIZE_HEADER = 'X-Carta-Size';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(__CARTA_PRECACHE__.map((url) => new Request(url, { cache: 'reload' })));
      // A new build takes over at once: its shell is complete, and kept data is shared.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = [SHELL_CACHE, DATA_CACHE, IMAGE_CACHE];
      await Promise.all(staleCaches(await caches.keys(), current).map((n) => caches.delete(n)));
      // The page that registered the worker is served by it from now on, without a reload.
      await worker.clients.claim();
    })(),
  );
});

/** A copy of `response` with extra headers (a cached answer's own headers cannot be changed). */
const withHeaders = async (response: Response, extra: Record<string, string>) => {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};

const offlineAnswer = () =>
  new Response(JSON.stringify({ error: { code: 'offline', message: 'offline' } }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', [OFFLINE_HEADER]: '1' },
  });

const shell = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE });
    if (kept) return kept;
    throw error;
  }
};

/** Work that may go on after the answer (keeping a copy): the worker stays alive for it. */
type Later = (work: Promise<unknown>) => void;

const asset = async (request: Request, later: Later): Promise<Response> => {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // A lazy file of a newer build than this worker's precache: kept too.
  if (isKeepable(response)) {
    const copy = response.clone();
    later(caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
};

/**
 * Network first. A fresh answer is kept with the time it was fetched; a gone menu forgets the kept
 * one; no network or a failing server gives the kept answer, whose header tells the app its age.
 */
const api = async (request: Request): Promise<Response> => {
  const cache = await caches.open(DATA_CACHE);
  let response: Response | null = null;
  try {
    // Past the browser's HTTP cache (revalidated with the ETag: a 304 when unchanged), so that an
    // answer shown is either Carta's own now or the kept one with its age, never an unmarked copy.
    response = await fetch(request, { cache: 'no-cache' });
  } catch {
    // Offline: the kept answer below.
  }
  if (response && response.status < 500) {
    try {
      if (isKeepable(response)) {
        const stamped = { [CACHED_AT_HEADER]: String(Date.now()) };
        await cache.put(request, await withHeaders(response.clone(), stamped));
      } else if (response.status === 404 || response.status === 410) {
        await cache.delete(request, { ignoreVary: true });
      }
    } catch {
      // Storage full or refused: the guest still gets Carta's answer, only not kept.
    }
    return response;
  }
  const kept = await cache.match(request, { ignoreVary: true });
  return kept ?? response ?? offlineAnswer();
};

/** Cache first; kept only when small enough, the oldest going when the budget is spent. */
const image = async (request: Request, later: Later): Promise<Response> => {
  const cache = await caches.open(IMAGE_CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (isKeepable(response)) {
    const declared = Number(response.headers.get('Content-Length'));
    if (!(declared > IMAGE_MAX_BYTES)) {
      const copy = response.clone();
      const keep = async () => {
        const body = await copy.blob();
        if (body.size > IMAGE_MAX_BYTES) return;
        const headers = new Headers(copy.headers);
        headers.set(SIZE_HEADER, String(body.size));
        await cache.put(request, new Response(body, { status: copy.status, headers }));
        const keys = await cache.keys();
        const entries = await Promise.all(
          keys.map(async (key) => ({
            key: key.url,
            bytes: Number((await cache.match(key))?.headers.get(SIZE_HEADER)) || 0,
          })),
        );
        await Promise.all(imagesOverBudget(entries).map((key) => cache.delete(key)));
      };
      // Best effort: a full disk or a broken body leaves the image unkept, the page unharmed.
      later(keep().catch(() => undefined));
    }
  }
  return response;
};

const handlers: {
  readonly [K in CacheKind]: (request: Request, later: Later) => Promise<Response>;
} = {
  shell,
  asset,
  api,
  image,
};

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = cacheKindOf(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      destination: request.destination,
      hasAuthorization: request.headers.has('Authorization'),
    },
    worker.location.origin,
  );
  if (kind) event.respondWith(handlers[kind](request, (work) => event.waitUntil(work)));
});
