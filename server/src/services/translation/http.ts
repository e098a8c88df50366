import type { z } from 'zod';
import { fetchJson, type OutboundCall } from '../outbound-http.ts';
import { DEFAULT_TIMEOUT_MS, translationFailed } from './translator.ts';

export type ProviderCall = Omit<OutboundCall, 'method' | 'failure' | 'timeoutMs'> & {
  readonly body: unknown;
  readonly timeoutMs?: number | undefined;
};

/** POST a JSON body to a translation provider: any failure is a 502 translation_failed. */
export const postJson = (call: ProviderCall): Promise<unknown> =>
  fetchJson({
    ...call,
    method: 'POST',
    timeoutMs: call.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    failure: translationFailed,
  });

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
