import { useSyncExternalStore } from 'react';
import { cachedAtOf } from './cache-rules.ts';

/**
 * Whether the guest sees data from the service worker's cache, and since when: the answers read
 * from the cache in this visit (by URL, with when they were fetched from Carta), until a fresh
 * answer for the same URL replaces them; and whether the browser says it is offline.
 */
export type OfflineState = {
  readonly offline: boolean;
  /** When the oldest answer shown from the cache was fetched; null when none is. */
  readonly since: number | null;
};

const fromCache = new Map<string, number>();
const listeners = new Set<() => void>();
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
let state: OfflineState = { offline: browserOffline(), since: null };

const update = () => {
  const since = fromCache.size > 0 ? Math.min(...fromCache.values()) : null;
  const offline = browserOffline() || since !== null;
  if (offline === state.offline && since === state.since) return;
  state = { offline, since };
  for (const listener of listeners) listener();
};

/** Every answer of the guest API passes here (client.ts): from the worker's cache or fresh. */
export const noteAnswer = (url: string, headers: { get(name: string): string | null }) => {
  const cachedAt = cachedAtOf(headers);
  if (cachedAt === null) fromCache.delete(url);
  else fromCache.set(url, cachedAt);
  update();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOfflineState = (): OfflineState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

/**
 * After the connection comes back, how long to wait before reading again while data from the
 * cache is still shown: the first read may fail (the radio is not quite up, the server restarts).
 */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

/**
 * Follows the browser's connection: the note shows when it goes, and when it comes back
 * `refresh` reads again what the guest sees, so that the note goes once fresh answers replace
 * the kept ones; again and again, less often each time, while kept ones are still shown.
 */
export const watchConnection = (refresh: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopRetrying = () => clearTimeout(timer);
  const retry = (attempt: number) => {
    timer = setTimeout(
      () => {
        if (!state.offline || browserOffline()) return;
        refresh();
        retry(attempt + 1);
      },
      RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)],
    );
  };
  const onOnline = () => {
    update();
    refresh();
    stopRetrying();
    retry(0);
  };
  const onOffline = () => {
    stopRetrying();
    update();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    stopRetrying();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
};

/** Tests start from nothing read. */
export const forgetOfflineState = () => {
  fromCache.clear();
  state = { offline: browserOffline(), since: null };
};
