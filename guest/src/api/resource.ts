import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown };

type Entry = {
  state: Resource<unknown>;
  loadedAt: number;
  inFlight: boolean;
  /** How to read it again (reloadAll). */
  load?: (url: string) => Promise<unknown>;
};

/**
 * Answers read in this visit, by URL: going back to a page or switching back to a language shows
 * it at once. An answer older than FRESH_MS is shown and read again behind it (the server's own
 * max-age is 30 s, and the browser revalidates with the ETag).
 */
const FRESH_MS = 30_000;
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const LOADING: Resource<never> = { status: 'loading' };

const notify = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const start = <T>(url: string, load: (url: string) => Promise<T>) => {
  const entry = entries.get(url) ?? { state: LOADING, loadedAt: 0, inFlight: false };
  if (entry.inFlight) return;
  entry.inFlight = true;
  entry.load = load;
  entries.set(url, entry);
  load(url).then(
    (data) => {
      entries.set(url, {
        state: { status: 'ok', data },
        loadedAt: Date.now(),
        inFlight: false,
        load,
      });
      notify();
    },
    (error: unknown) => {
      // A failed refresh keeps what the guest already sees.
      const shown = entry.state.status === 'ok' ? entry.state : { status: 'error' as const, error };
      entries.set(url, { state: shown, loadedAt: entry.loadedAt, inFlight: false, load });
      notify();
    },
  );
};

/**
 * Reads `url` with `load` (null: nothing to read yet); `retry` reads it again after an error.
 * While another URL loads in the same place (the guest switched language), the last answer stays
 * on screen instead of a spinner, and `pending` says a newer one is coming.
 */
export const useResource = <T>(
  request: { readonly url: string; readonly load: (url: string) => Promise<T> } | null,
): { readonly resource: Resource<T>; readonly pending: boolean; readonly retry: () => void } => {
  const url = request?.url ?? null;
  const resource = useSyncExternalStore(
    subscribe,
    () => (url === null ? LOADING : (entries.get(url)?.state ?? LOADING)),
    () => LOADING,
  ) as Resource<T>;
  const last = useRef<Resource<T> | null>(null);
  if (resource.status === 'ok') last.current = resource;
  const pending = resource.status === 'loading' && last.current !== null;
  const load = request?.load;
  useEffect(() => {
    if (url === null || !load) return;
    const entry = entries.get(url);
    if (!entry || entry.state.status === 'loading' || Date.now() - entry.loadedAt > FRESH_MS) {
      start(url, load);
    }
  }, [url, load]);
  const retry = useCallback(() => {
    if (url === null || !load) return;
    entries.delete(url);
    notify();
    start(url, load);
  }, [url, load]);
  return { resource: pending && last.current ? last.current : resource, pending, retry };
};

/**
 * Reads again everything read in this visit (the connection came back): what the guest sees is
 * replaced by fresh answers, and a page that failed offline loads.
 */
export const reloadAll = () => {
  for (const [url, entry] of entries) if (entry.load) start(url, entry.load);
};

/** Tests start from nothing read. */
export const forgetResources = () => entries.clear();
