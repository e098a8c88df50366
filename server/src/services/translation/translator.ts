import { UpstreamFailed } from '../../domain-errors.ts';

/** The providers an enterprise can choose; the id is the path segment before '-translate' (behaviour.md#api). */
export const TRANSLATION_PROVIDERS = ['deepl', 'google', 'libretranslate'] as const;
export type TranslationProviderId = (typeof TRANSLATION_PROVIDERS)[number];

export const isTranslationProvider = (value: unknown): value is TranslationProviderId =>
  (TRANSLATION_PROVIDERS as readonly unknown[]).includes(value);

/**
 * One machine-translation provider. A call is one request: every text into one target language,
 * answered in the same order and number. Failures are 502 `translation_failed` errors whose message
 * names the provider and never carries the key.
 */
export type Translator = {
  readonly label: string;
  translate(
    texts: readonly string[],
    source: string,
    target: string,
    html: boolean,
    signal?: AbortSignal,
  ): Promise<string[]>;
};

export type TranslatorOptions = {
  /** The provider's API key (a secret). */
  readonly key: string | null;
  /** Base URL override; null for the provider's public API. */
  readonly url: string | null;
  /** Per request; DEFAULT_TIMEOUT_MS unless given. */
  readonly timeoutMs?: number;
  /** Tests may inject one; the global fetch otherwise. */
  readonly fetch?: typeof fetch;
};

export const DEFAULT_TIMEOUT_MS = 8_000;

export const translationFailed = (message: string) =>
  new UpstreamFailed('translation_failed', message);

/** `base` without its trailing slashes, then `path`: a base may carry a prefix (…/libre/). */
export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;
