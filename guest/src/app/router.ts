import { useSyncExternalStore } from 'react';
import { previewSearch } from './preview.ts';

/**
 * The guest app's routes, as paths under /guest/{ws}/ (the history API, no router library):
 * real URLs a guest can share or reopen, that the server answers with the app's index.html.
 *   /guest/{ws}/             home: the venue's menu tree as tiles
 *   /guest/{ws}/menus/{id}   one menu: its blocks, or its submenus as tiles
 *   /guest/{ws}/point        ordering at a point (a table, a room): reached through a QR code's
 *                            `?point={Code}` on any page (behaviour.md#ordering, src/point/)
 */
export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'menu'; readonly id: number }
  | { readonly page: 'point' }
  | { readonly page: 'unknown' };

export type Location = {
  /** The venue id as written in the URL; null when the path is not under /guest/{ws}/. */
  readonly ws: string | null;
  readonly route: Route;
};

const PREFIX = '/guest/';

/** Where a path leads. A venue id that is not a number is still returned: the app says "not found". */
export const parseLocation = (pathname: string): Location => {
  if (!pathname.startsWith(PREFIX)) return { ws: null, route: { page: 'unknown' } };
  const [ws = '', ...rest] = pathname.slice(PREFIX.length).split('/');
  if (ws === '') return { ws: null, route: { page: 'unknown' } };
  const path = rest.filter((segment) => segment !== '');
  if (path.length === 0) return { ws, route: { page: 'home' } };
  const [first, id] = path;
  if (first === 'point' && path.length === 1) return { ws, route: { page: 'point' } };
  if (first === 'menus' && path.length === 2 && id !== undefined && /^[1-9]\d{0,15}$/.test(id)) {
    return { ws, route: { page: 'menu', id: Number(id) } };
  }
  return { ws, route: { page: 'unknown' } };
};

/** A page's URL; inside the editor's preview, with the preview's moment and language kept. */
export const hrefOf = (ws: string, route: Route): string => {
  const base = `${PREFIX}${encodeURIComponent(ws)}/`;
  if (route.page === 'point') return `${base}point`;
  return `${route.page === 'menu' ? `${base}menus/${route.id}` : base}${previewSearch()}`;
};

/**
 * How the page was reached: 'push' (a link in the app), 'pop' (the browser's back or forward) or
 * 'load'. Pages move the focus to their heading after an in-app move, and a 'pop' restores the
 * scroll position the guest left.
 */
export type Arrival = 'load' | 'push' | 'pop';

type HistoryState = { readonly depth: number; readonly scrollY?: number };

const stateOf = (value: unknown): HistoryState =>
  value && typeof value === 'object' && typeof (value as HistoryState).depth === 'number'
    ? (value as HistoryState)
    : { depth: 0 };

let arrival: Arrival = 'load';
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

const onPopState = () => {
  arrival = 'pop';
  notify();
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
};

/** The current path; re-renders on in-app navigation and on the browser's back and forward. */
export const usePathname = (): string =>
  useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );

export const currentArrival = (): Arrival => arrival;

/** The scroll position saved with the current history entry, if the guest left it scrolled. */
export const savedScroll = (): number | undefined => stateOf(window.history.state).scrollY;

/** How many in-app steps lead to this entry: 0 when the guest opened the app here. */
export const historyDepth = (): number => stateOf(window.history.state).depth;

/**
 * Moves to `href` inside the app. The scroll position of the page left is kept in its history
 * entry, so that the browser's back button returns to the same place.
 */
export const navigate = (href: string, { replace = false } = {}) => {
  const here = stateOf(window.history.state);
  window.history.replaceState({ ...here, scrollY: window.scrollY }, '');
  const depth = replace ? here.depth : here.depth + 1;
  if (replace) window.history.replaceState({ depth }, '', href);
  else window.history.pushState({ depth }, '', href);
  arrival = 'push';
  notify();
};

/**
 * Back to `parentHref`: the browser's own back when the guest came from inside the app (the
 * history stays as the browser's back button would leave it), else a move to the parent page
 * that replaces this entry (a guest who opened a shared link is not sent out of the app).
 */
export const goBack = (parentHref: string) => {
  if (historyDepth() > 0) window.history.back();
  else navigate(parentHref, { replace: true });
};

/** Started once: the app restores scroll positions itself, after its data is there. */
export const initHistory = () => {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  // A reload keeps the entry's depth; a first visit starts at 0.
  window.history.replaceState(stateOf(window.history.state), '');
};
