import { vi } from 'vitest';

export type RecordedCall = {
  readonly method: string;
  readonly path: string;
  /** The query string's parameters (`path` has none). */
  readonly query: URLSearchParams;
  readonly headers: Headers;
  readonly body: unknown;
};

export type Route = (call: RecordedCall) => Response | Promise<Response> | undefined;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const apiError = (status: number, code: string, message = code, fields?: string[]) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

/**
 * Replaces `fetch` (the boundary the app talks through) with routes tried in order; an unrouted
 * call fails the test loudly instead of hanging.
 */
export const stubFetch = (...routes: Route[]) => {
  const calls: RecordedCall[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const rawBody = init?.body;
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : undefined,
    };
    calls.push(call);
    for (const route of routes) {
      const response = await route(call);
      if (response) return response;
    }
    throw new Error(`Unrouted ${call.method} ${call.path}`);
  });
  vi.stubGlobal('fetch', mock);
  return { calls, mock };
};

/** A route answering one method and path. */
export const on =
  (method: string, path: string, answer: (call: RecordedCall) => Response): Route =>
  (call) =>
    call.method === method && call.path === path ? answer(call) : undefined;
