import type { z } from 'zod';
import { DEFAULT_TIMEOUT_MS, translationFailed } from './translator.ts';

export type ProviderCall = {
  /** The provider's name as people know it, for messages: 'DeepL answered 403: …'. */
  readonly label: string;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly timeoutMs?: number | undefined;
  readonly fetch?: typeof fetch | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Strings that must never appear in a message (the key). */
  readonly secrets: readonly (string | null)[];
};

const MAX_DETAIL = 200;

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

/** What a provider said about its failure: DeepL `message`, Google `error.message`, LibreTranslate `error`. */
const detailOf = (text: string): string => {
  let said: unknown = text;
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
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

/** Why a request got no answer: the system error code (ECONNREFUSED, ENOTFOUND …) or a short cause. */
const reasonOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  // A cause's message may quote the URL (and Google's carries the key): only short plain ones.
  const said = typeof cause?.message === 'string' ? cause.message : '';
  if (said && said.length <= 60 && !said.includes('://')) return said;
  return error instanceof Error ? error.name : 'network error';
};

/**
 * POST a JSON body to a provider and answer its parsed JSON. Every failure (no answer in time, no
 * connection, non-2xx, invalid JSON) is a 502 naming the provider, with the secrets scrubbed.
 */
export const postJson = async (call: ProviderCall): Promise<unknown> => {
  const scrub = (text: string) =>
    call.secrets.reduce<string>(
      (out, secret) => (secret ? out.split(secret).join('[key]') : out),
      text,
    );
  const fail = (message: string) => translationFailed(scrub(`${call.label} ${message}`));
  const timeoutMs = call.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  const failure = (error: unknown, what: string) => {
    if (timeout.aborted) return fail(`did not answer within ${seconds(timeoutMs)}`);
    if (call.signal?.aborted) return fail('request cancelled: another language failed');
    return fail(`${what} (${reasonOf(error)})`);
  };

  let text: string;
  let response: Response;
  try {
    response = await (call.fetch ?? fetch)(call.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...call.headers,
      },
      body: JSON.stringify(call.body),
      signal,
      // A redirect would carry the key elsewhere: a 3xx is a failure like any other non-2xx.
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    throw failure(error, 'could not be reached');
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

/** The provider's answer read with `schema`, holding exactly one translation per text sent. */
export const readTranslations = <T>(
  label: string,
  answer: unknown,
  schema: z.ZodType<T>,
  pick: (parsed: T) => string[],
  sent: number,
): string[] => {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw translationFailed(`${label} answered an unexpected shape`);
  const texts = pick(parsed.data);
  if (texts.length !== sent) {
    throw translationFailed(
      `${label} answered ${texts.length} translation${texts.length === 1 ? '' : 's'} for ${sent} text${sent === 1 ? '' : 's'}`,
    );
  }
  return texts;
};
