import type { z } from 'zod';
import { HttpError } from '../../errors.ts';

/** An outside service failed: a 502 for the browser, which only ever talks to Carta. */
export const providerFailed = (message: string) => new HttpError(502, 'provider_failed', message);

export type Forward<T> = {
  /** The service's name, for messages: 'the activity provider answered 500'. */
  readonly label: string;
  readonly base: string;
  /** The path under the base, segments already encoded. */
  readonly path: string;
  /** The shape the answer must have; it is relayed as parsed (unknown fields dropped). */
  readonly schema: z.ZodType<T>;
  readonly timeoutMs: number;
};

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;

/**
 * GETs `{base}{path}` as JSON and answers it once it has `schema`'s shape. No answer in time, no
 * connection, a non-2xx status, a body that is not JSON or not of the shape: a 502 naming the service,
 * never the URL (it may hold credentials).
 */
export const forwardGet = async <T>(call: Forward<T>): Promise<T> => {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const fail = (what: string) => providerFailed(`${call.label} ${what}`);
  let text: string;
  try {
    const response = await fetch(`${call.base.replace(/\/+$/, '')}${call.path}`, {
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      signal: timeout,
    });
    text = await response.text();
    if (!response.ok) throw fail(`answered ${response.status}`);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw timeout.aborted
      ? fail(`did not answer within ${seconds(call.timeoutMs)}`)
      : fail('could not be reached');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fail('sent an answer that is not JSON');
  }
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) throw fail('sent an answer of an unexpected shape');
  return parsed.data;
};
