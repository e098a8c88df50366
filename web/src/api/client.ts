import { takeEarly } from './earlyCalls.ts';
import { ApiError, errorFromResponse, NO_RESPONSE, sessionEndReasonOf } from './errors.ts';
import { getToken, sendToLogin } from './session.ts';

export const API_BASE = '/api';

/** public: no token (login). private: the staff token; its failures end the session (behaviour.md#errors). */
export type Scope = 'public' | 'private';

export type RequestOptions = {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly scope?: Scope;
  readonly signal?: AbortSignal;
  /**
   * False for calls whose failure only empties one select (catalogues): the token is still sent, but
   * a refusal or silence is shown where the list was, and the session goes on.
   */
  readonly endsSession?: boolean;
};

const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * A page that is being left (reload, close) has its requests cut by the browser, which reports them
 * as failed fetches: those are not the server's silence and must not end the session.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/**
 * The single door to the API. behaviour.md#errors: a private call answered 403, or not answered at all, sends the
 * browser to the login screen. 401 does the same for private calls: it is how the server answers
 * an expired or missing token, and staying on a screen whose every call fails helps no one.
 */
const send = async (
  path: string,
  options: RequestOptions,
  accept = 'application/json',
): Promise<Response> => {
  const { method = 'GET', body, scope = 'private', signal } = options;
  const endsSession = scope === 'private' && options.endsSession !== false;
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = scope === 'private' ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    // The first screen's reads were sent as the app started (earlyCalls.ts); one that failed to
    // come is sent again here.
    const sentEarly = method === 'GET' && body === undefined ? takeEarly(path, token) : undefined;
    response =
      (await sentEarly?.catch(() => undefined)) ??
      (await fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    if (isAbort(error)) throw error;
    if (endsSession && !leavingPage) sendToLogin();
    throw new ApiError(NO_RESPONSE, 'network', 'No response from the server');
  }

  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (endsSession && (response.status === 403 || response.status === 401))
      sendToLogin(sessionEndReasonOf(error));
    throw error;
  }
  return response;
};

/** A JSON call (see `send`). */
export const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
};

/** A file the API answers (a CSV export), with the same token and failures as `request`. */
export const requestFile = async (
  path: string,
  accept: string,
  options: RequestOptions = {},
): Promise<Blob> => (await send(path, options, accept)).blob();

/** A file with the name the server gives it (`content-disposition`), or `fallback`. */
export const requestNamedFile = async (
  path: string,
  accept: string,
  fallback: string,
): Promise<{ blob: Blob; name: string }> => {
  const response = await send(path, {}, accept);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), name: named?.[1] ?? fallback };
};

/** Path segments come from routes and data: encode them so an id can never change the path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));
