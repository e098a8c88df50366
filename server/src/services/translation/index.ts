import { createDeepl } from './deepl.ts';
import { createGoogle } from './google.ts';
import { createLibreTranslate } from './libretranslate.ts';
import type { TranslationProviderId, Translator, TranslatorOptions } from './translator.ts';

const factories: Record<TranslationProviderId, (options: TranslatorOptions) => Translator> = {
  deepl: createDeepl,
  google: createGoogle,
  libretranslate: createLibreTranslate,
};

/** The adapter of a provider, on the enterprise's key and URL. */
export const createTranslator = (
  provider: TranslationProviderId,
  options: TranslatorOptions,
): Translator => factories[provider](options);

/** Providers that cannot work without a key (a self-hosted LibreTranslate may have none). */
export const providerNeedsKey = (provider: TranslationProviderId): boolean =>
  provider !== 'libretranslate';

export { translateValue } from './translatable.ts';
export {
  DEFAULT_TIMEOUT_MS,
  isTranslationProvider,
  TRANSLATION_PROVIDERS,
  type TranslationProviderId,
  type Translator,
  type TranslatorOptions,
} from './translator.ts';
