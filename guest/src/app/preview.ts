import { parsePreviewAt } from '@carta/domain/preview';

/**
 * The editor's preview (behaviour.md#guest-app): `/guest/{ws}/…?preview=<ISO at>&lang=xx` shows the guest app
 * as of that moment. The staff token is never in the URL: guest app and back-office share the
 * origin, so the back-office's stored token (its localStorage key, behaviour.md#data Browser storage) is sent as
 * `Authorization: Bearer` with `at=` on every read. Such requests are personal: shared caches and
 * the service worker leave requests with Authorization or `at=` alone.
 */
export const STAFF_TOKEN_KEY = 'jwt';

export type PreviewState =
  | { readonly kind: 'none' }
  /** `preview=` is there but names no moment: nothing is read, the link is said to be wrong. */
  | { readonly kind: 'invalid'; readonly lang: string | null }
  | {
      readonly kind: 'preview';
      /** As written in the link (the venue's wall clock with its offset), sent as `at=`. */
      readonly atText: string;
      readonly at: Date;
      /** The content language asked for, if any; checked against the venue's languages later. */
      readonly lang: string | null;
    };

const NONE: PreviewState = { kind: 'none' };

/** What a query string asks for. */
export const readPreview = (search: string): PreviewState => {
  const params = new URLSearchParams(search);
  const atText = params.get('preview');
  if (atText === null) return NONE;
  const at = parsePreviewAt(atText);
  const lang = params.get('lang');
  return at ? { kind: 'preview', atText, at, lang } : { kind: 'invalid', lang };
};

let lastSearch: string | null = null;
let last: PreviewState = NONE;

/** The preview the current URL asks for (read again only when the query changes). */
export const currentPreview = (): PreviewState => {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  if (search !== lastSearch) {
    lastSearch = search;
    last = readPreview(search);
  }
  return last;
};

/** The staff token the back-office stored on this device, if any. */
export const staffToken = (): string | null => {
  try {
    return window.localStorage.getItem(STAFF_TOKEN_KEY) || null;
  } catch {
    return null;
  }
};

/**
 * The query that keeps a preview while the guest app moves between its pages ('' outside one):
 * the moment and the language now shown.
 */
export const previewSearch = (): string => {
  const preview = currentPreview();
  if (preview.kind !== 'preview') return '';
  const params = new URLSearchParams({ preview: preview.atText });
  if (preview.lang) params.set('lang', preview.lang);
  return `?${params}`;
};

/**
 * A language switched inside a preview is written into the URL (replacing the entry), so the
 * pages it leads to and a reload keep it; the guest's remembered language is left as it was.
 */
export const setPreviewLanguage = (lang: string) => {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', lang);
  window.history.replaceState(window.history.state, '', url);
};

/** The `at=` parameter and the staff token for a read, or null outside a preview. */
export const previewRequest = (): { readonly at: string; readonly token: string | null } | null => {
  const preview = currentPreview();
  return preview.kind === 'preview' ? { at: preview.atText, token: staffToken() } : null;
};

/**
 * A read refused in a preview (no token, another venue's, expired: 400/401/403) turns the whole
 * app into the "sign in to the back-office" page: never the guest's view at "now" in its place.
 */
let refused = false;
const listeners = new Set<() => void>();

export const markPreviewRefused = () => {
  if (refused) return;
  refused = true;
  for (const listener of listeners) listener();
};

export const subscribePreviewRefused = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const isPreviewRefused = (): boolean => refused;

/** Tests start outside any refusal. */
export const resetPreviewRefused = () => {
  refused = false;
};

/**
 * The preview's moment as the venue's clock shows it, in the content language's own order
 * ("25/11/2026 21:00" in Spanish, "25.11.2026 21:00" in German), always on a 24-hour clock.
 */
export const formatPreviewMoment = (at: Date, timeZone: string, lang: string): string => {
  const format = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(lang, { timeZone, ...options }).format(at);
    } catch {
      // A zone this browser does not know: UTC, which the banner's zone name then corrects.
      return new Intl.DateTimeFormat(lang, { timeZone: 'UTC', ...options }).format(at);
    }
  };
  const date = format({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${date} ${time}`;
};

/** The language a preview link asks for, when the venue speaks it. */
export const previewLanguage = (languages: readonly string[]): string | null => {
  const preview = currentPreview();
  return preview.kind === 'preview' && preview.lang && languages.includes(preview.lang)
    ? preview.lang
    : null;
};
