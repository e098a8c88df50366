import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { UpstreamFailed } from '../domain-errors.ts';
import { isPrivateAddress, publicOnlyLookup } from './private-network.ts';

/**
 * The one way Carta calls an outside service (geocoding, machine translation, forwarded catalogues):
 * a timeout on every call, no redirect followed (it would carry a key to another host), the answer
 * read as JSON, and every failure turned into the caller's 502 with no secret and no URL in it.
 */
export type OutboundCall = {
  /** The service's name as people know it, for messages: 'DeepL answered 403: …'. */
  readonly label: string;
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as JSON; none for a GET. */
  readonly body?: unknown;
  readonly timeoutMs: number;
  /** Tests may inject one; the global fetch otherwise. */
  readonly fetch?: typeof fetch | undefined;
  /** Cancels the call from outside (another language of the same translation failed). */
  readonly signal?: AbortSignal | undefined;
  /** Strings that must never reach a message (API keys). */
  readonly secrets?: readonly (string | null | undefined)[];
  /** The caller's 502: geocoder_failed, translation_failed, provider_failed. */
  readonly failure: (message: string) => UpstreamFailed;
};

const MAX_DETAIL = 200;
/** Query parameters whose value is a credential, whatever service uses them. */
const SECRET_PARAMS =
  /^(key|api[_-]?key|apikey|token|access[_-]?token|auth|secret|password|sig|signature)$/i;

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

/** A URL fit for a log line or a message: every credential-like query value replaced by [key]. */
export const redactUrl = (url: string): string => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '[url]';
  }
  for (const name of [...parsed.searchParams.keys()]) {
    if (SECRET_PARAMS.test(name)) parsed.searchParams.set(name, '[key]');
  }
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replaceAll('%5Bkey%5D', '[key]');
};

/** Any secret, and any URL (its query may hold one), out of a text. */
export const scrubSecrets = (text: string, secrets: OutboundCall['secrets'] = []): string =>
  secrets
    .reduce<string>((out, secret) => (secret ? out.split(secret).join('[key]') : out), text)
    .replace(/\bhttps?:\/\/\S+/g, (url) => redactUrl(url));

/** What a service said about its failure: `message`, `error` or `error.message`, `detail`, or the text. */
const detailOf = (text: string): string => {
  let said: unknown = text;
  try {
    const json = JSON.parse(text) as Record<string, unknown> | null;
    const error = json?.error;
    said =
      (typeof json?.message === 'string' && json.message) ||
      (typeof error === 'string' && error) ||
      (error && typeof error === 'object' && (error as { message?: unknown }).message) ||
      (typeof json?.detail === 'string' && json.detail) ||
      text;
  } catch {
    // not JSON: the text itself
  }
  const flat = String(said).replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DETAIL ? `${flat.slice(0, MAX_DETAIL)}…` : flat;
};

/** Why no answer came: the system error code (ECONNREFUSED, ENOTFOUND …) or a short plain cause. */
const reasonOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  // A cause's message may quote the URL (and a key in its query): only short plain ones.
  const said = typeof cause?.message === 'string' ? cause.message : '';
  if (said && said.length <= 60 && !said.includes('://')) return said;
  return error instanceof Error ? error.name : 'network error';
};

/**
 * Calls the service and answers its parsed JSON. No answer in time, no connection, a redirect, any
 * other non-2xx status or a body that is not JSON: `call.failure` naming the service, secrets scrubbed.
 */
export const fetchJson = async (call: OutboundCall): Promise<unknown> => {
  const fail = (message: string) =>
    call.failure(scrubSecrets(`${call.label} ${message}`, call.secrets));
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  const noAnswer = (error: unknown, what: string) => {
    if (timeout.aborted) return fail(`did not answer within ${seconds(call.timeoutMs)}`);
    if (call.signal?.aborted) return fail('request cancelled');
    return fail(`${what} (${reasonOf(error)})`);
  };

  let response: Response;
  try {
    response = await (call.fetch ?? fetch)(call.url, {
      method: call.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal,
      // A redirect would carry the key elsewhere: a 3xx is a failure like any other non-2xx.
      redirect: 'manual',
    });
  } catch (error) {
    throw noAnswer(error, 'could not be reached');
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw noAnswer(error, 'broke off its answer');
  }
  if (!response.ok) {
    const detail = detailOf(text);
    throw fail(`answered ${response.status}${detail ? `: ${detail}` : ''}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail('answered invalid JSON');
  }
};

/** A POST whose answer is judged by its status only (webhooks): what happened, never a throw. */
export type OutboundPost = {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly timeoutMs: number;
  /** Private and loopback addresses are refused unless the venue's administrator allowed them. */
  readonly allowPrivateNetwork: boolean;
  readonly secrets?: readonly (string | null | undefined)[];
};

export type OutboundResult = {
  /** The answer's status; null when none came (refused address, no connection, timeout). */
  readonly status: number | null;
  readonly ok: boolean;
  readonly durationMs: number;
  /** Why it failed, fit for a log and a screen: no secret, no URL query. */
  readonly error: string | null;
};

const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Posts `body` as JSON and reports the status. Same rules as fetchJson: a timeout on the whole call,
 * no redirect followed (a 3xx is a failure), secrets scrubbed from every message; and the address
 * actually connected to is checked, so a private one is refused unless allowed. node:http rather
 * than fetch: its lookup hook is where that check has to sit.
 */
export const postOutbound = (call: OutboundPost): Promise<OutboundResult> => {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const failed = (error: string, status: number | null = null): OutboundResult => ({
    status,
    ok: false,
    durationMs: took(),
    error: scrubSecrets(error, call.secrets),
  });
  let url: URL;
  try {
    url = new URL(call.url);
  } catch {
    return Promise.resolve(failed('invalid URL'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.resolve(failed('not an http(s) URL'));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!call.allowPrivateNetwork && isIP(literal) !== 0 && isPrivateAddress(literal))
    return Promise.resolve(failed('private network address refused'));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<OutboundResult>((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(call.body),
          'user-agent': 'Carta-Webhooks/1',
          ...call.headers,
        },
        timeout: call.timeoutMs,
        signal: AbortSignal.timeout(call.timeoutMs),
        ...(call.allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // The answer is not used: a receiver sending megabytes is cut off, not buffered.
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        const done = () => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          resolve(
            ok
              ? { status, ok, durationMs: took(), error: null }
              : failed(`answered ${status}`, status),
          );
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.name === 'AbortError' || error.message === 'timeout'
          ? `no answer within ${seconds(call.timeoutMs)}`
          : error.code === 'EPRIVATE' || error.name === 'PrivateAddressError'
            ? 'private network address refused'
            : `could not be reached (${error.code ?? error.name})`;
      resolve(failed(reason));
    });
    req.end(call.body);
  });
};
