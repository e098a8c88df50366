import type { Translatable } from '@carta/domain';
import { request, segment } from './client.ts';
import type { Enterprise } from './types.ts';

export type TranslationProvider = NonNullable<Enterprise['TranslationProvider']>;

export type TranslateOptions = {
  /** Rich text: the provider keeps the markup (`?html=1`). */
  readonly html?: boolean;
  readonly signal?: AbortSignal;
};

/**
 * behaviour.md#api `PUT enterprises/{ws}/{provider}-translate`: sends the translatable value itself and answers
 * every enterprise language, the source as sent and the others translated from it.
 */
export const translateValue = async (
  enterpriseId: string,
  provider: TranslationProvider,
  value: Translatable,
  { html = false, signal }: TranslateOptions = {},
): Promise<Translatable> => {
  const path = `/enterprises/${segment(enterpriseId)}/${segment(provider)}-translate`;
  const { data } = await request<{ data: Translatable }>(html ? `${path}?html=1` : path, {
    method: 'PUT',
    body: value,
    signal,
  });
  return data;
};
