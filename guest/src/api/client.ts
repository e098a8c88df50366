import type { GuestMenuPage, GuestMenuTree, GuestVenue } from '@carta/domain/guest/data';
import { markPreviewRefused, previewRequest } from '../app/preview.ts';
import { OFFLINE_HEADER } from '../offline/cache-rules.ts';
import { noteAnswer } from '../offline/state.ts';

/** An answer other than 2xx; `status` 0 when the server could not be reached. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The fields a 400 names (`Answers.Name`…), from the error body. */
    readonly fields: readonly string[] = [],
    /** The error body's `code` (`payment_pending`…), '' when it has none. */
    readonly code: string = '',
  ) {
    super(message);
  }
}

/** Offline, and the service worker never kept this answer (a menu the guest had not opened). */
export class OfflineError extends ApiError {
  override name = 'OfflineError';
  constructor() {
    super(0, 'not kept for offline use');
  }
}

/** Unknown venue or menu: the API answers the same 404 for all (and 400 for an id that is not one). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const getJson = async <T>(url: string, headers?: Record<string, string>): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(url, { headers: { Accept: 'application/json', ...headers } });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'network error');
  }
  if (res.status === 503 && res.headers.get(OFFLINE_HEADER)) throw new OfflineError();
  if (!res.ok) throw new ApiError(res.status, `${url}: ${res.status}`);
  noteAnswer(url, res.headers);
  return (await res.json()) as T;
};

type ErrorBody = { error?: { message?: unknown; fields?: unknown } };

/** The error body's message and fields, when the answer has one. */
const errorOf = async (res: Response, url: string): Promise<ApiError> => {
  const body = (await res.json().catch(() => null)) as ErrorBody | null;
  const fields = Array.isArray(body?.error?.fields)
    ? body.error.fields.filter((f): f is string => typeof f === 'string')
    : [];
  const message = typeof body?.error?.message === 'string' ? body.error.message : '';
  return new ApiError(res.status, message || `${url}: ${res.status}`, fields);
};

/** POSTs `body` as JSON; the answer's JSON, or an ApiError (status 0: no answer at all). */
export const postJson = async <T>(
  url: string,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'network error');
  }
  if (!res.ok) throw await errorOf(res, url);
  return (await res.json()) as T;
};

/**
 * A guest read; in the editor's preview (app/preview.ts) it carries the staff token, and a refusal
 * (no token, another venue's, expired) turns the app into the "sign in" page.
 */
const getGuest = async <T>(url: string): Promise<T> => {
  const preview = previewRequest();
  if (!preview) return getJson<T>(url);
  try {
    return await getJson<T>(url, preview.token ? { Authorization: `Bearer ${preview.token}` } : {});
  } catch (error) {
    if (error instanceof ApiError && [400, 401, 403].includes(error.status)) markPreviewRefused();
    throw error;
  }
};

const base = (ws: string) => `/api/public/guest/${encodeURIComponent(ws)}`;
/** In a preview every read names its moment: its own URL, never mixed with a guest's answers. */
const previewAt = (first: '?' | '&') => {
  const preview = previewRequest();
  return preview ? `${first}at=${encodeURIComponent(preview.at)}` : '';
};
const withLang = (lang: string) => `?lang=${encodeURIComponent(lang)}${previewAt('&')}`;

/** The guest read API (docs/api.md "Guest app reads"), typed by domain's guest types. */
export const guestApi = {
  venue: (ws: string) => ({ url: `${base(ws)}${previewAt('?')}`, load: getGuest<GuestVenue> }),
  menus: (ws: string, lang: string) => ({
    url: `${base(ws)}/menus${withLang(lang)}`,
    load: getGuest<GuestMenuTree>,
  }),
  menu: (ws: string, id: number, lang: string) => ({
    url: `${base(ws)}/menus/${id}${withLang(lang)}`,
    load: getGuest<GuestMenuPage>,
  }),
};
