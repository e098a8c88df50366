import type { Translatable } from '@carta/domain';

export type TranslatableMode = 'text' | 'textArea' | 'richText' | 'file';

export type FieldVariant = 'outlined' | 'standard' | 'filled';

/**
 * Machine translation of a whole value (behaviour.md#api `{provider}-translate`): answers every language. Passed
 * in, so that the widget holds no fetch and the gallery and tests can translate locally.
 */
export type TranslateFn = (
  value: Translatable,
  options: { readonly html: boolean },
) => Promise<Translatable>;

/** Uploads one language's PDF and answers its URL; `onProgress` gets the fraction sent, 0 to 1. */
export type UploadPdfFn = (
  file: File,
  options: { readonly language: string; readonly onProgress: (fraction: number) => void },
) => Promise<string>;
