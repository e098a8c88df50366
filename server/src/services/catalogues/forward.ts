import type { z } from 'zod';
import { UpstreamFailed } from '../../domain-errors.ts';
import { fetchJson } from '../outbound-http.ts';

/** An outside service failed: a 502 for the browser, which only ever talks to Carta. */
export const providerFailed = (message: string) => new UpstreamFailed('provider_failed', message);

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

/**
 * GETs `{base}{path}` as JSON and answers it once it has `schema`'s shape. No answer in time, no
 * connection, a redirect, a non-2xx status, a body that is not JSON or not of the shape: a 502 naming
 * the service, never the URL (it may hold credentials).
 */
export const forwardGet = async <T>(call: Forward<T>): Promise<T> => {
  const json = await fetchJson({
    label: call.label,
    url: `${call.base.replace(/\/+$/, '')}${call.path}`,
    // The services of behaviour.md#api have always been called with it, GETs included: they may rely on it.
    headers: { 'content-type': 'application/json' },
    timeoutMs: call.timeoutMs,
    failure: providerFailed,
  });
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) throw providerFailed(`${call.label} sent an answer of an unexpected shape`);
  return parsed.data;
};
