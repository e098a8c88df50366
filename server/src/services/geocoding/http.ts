import { geocoderFailed } from './geocoder.ts';

export type ProviderCall = {
  /** The provider's name, for messages: 'Nominatim answered 500'. */
  readonly label: string;
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch | undefined;
  /** Strings that must never reach a message (the API key). */
  readonly secrets?: readonly (string | null)[];
};

const MAX_DETAIL = 200;

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

/** What a provider said about its failure: Google's `error.message`, or the text itself. */
const detailOf = (text: string): string => {
  let said = text;
  try {
    const json = JSON.parse(text) as { error?: unknown; message?: unknown } | null;
    const error = json?.error;
    if (typeof json?.message === 'string') said = json.message;
    else if (typeof error === 'string') said = error;
    else if (error && typeof error === 'object' && 'message' in error) said = String(error.message);
  } catch {
    // not JSON: the text itself
  }
  const flat = said.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DETAIL ? `${flat.slice(0, MAX_DETAIL)}…` : flat;
};

/** Why no answer came: the system error code (ECONNREFUSED, ENOTFOUND…), never a URL. */
const reasonOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'network error';
};

/**
 * Calls a provider and answers its parsed JSON. Every failure (no answer in time, no connection,
 * a non-2xx status, a body that is not JSON) is a 502 naming the provider, with the secrets scrubbed.
 */
export const fetchJson = async (call: ProviderCall): Promise<unknown> => {
  const scrub = (text: string) =>
    (call.secrets ?? []).reduce<string>(
      (out, secret) => (secret ? out.split(secret).join('[key]') : out),
      text,
    );
  const fail = (message: string) => geocoderFailed(scrub(`${call.label} ${message}`));
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const noAnswer = (error: unknown, what: string) =>
    timeout.aborted
      ? fail(`did not answer within ${seconds(call.timeoutMs)}`)
      : fail(`${what} (${reasonOf(error)})`);

  let response: Response;
  let text: string;
  try {
    response = await (call.fetch ?? fetch)(call.url, {
      method: call.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: timeout,
    });
  } catch (error) {
    throw noAnswer(error, 'could not be reached');
  }
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
    throw fail('sent an answer that is not JSON');
  }
};

/**
 * Keeps calls to one provider at least `intervalMs` apart, across every user of this server
 * (Nominatim's public instance allows one request per second per application). `reserve` books
 * the next free slot and answers how long to wait for it.
 */
export const createSpacing = (intervalMs: number, now: () => number = Date.now) => {
  let next = 0;
  return {
    reserve: (): number => {
      const at = Math.max(now(), next);
      next = at + intervalMs;
      return at - now();
    },
  };
};

export const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
