import type { Translatable } from '@carta/domain';
import { ApiError } from '../../api/errors.ts';
import type { TranslateFn, UploadPdfFn } from './types.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Marks the text as translated: '[EN] …', inside the first tag for rich text. */
const fakeText = (text: string, language: string) => {
  const tag = `[${language.toUpperCase()}] `;
  return /^<[a-z][^>]*>/i.test(text) ? text.replace(/^(<[^>]+>)/, `$1${tag}`) : `${tag}${text}`;
};

/** A provider that answers locally after a moment, so the gallery needs no server or key. */
export const fakeTranslate: TranslateFn = async (value) => {
  await wait(700);
  const source = value.es ?? '';
  const answer: Translatable = {};
  for (const language of Object.keys(value)) {
    answer[language] = language === 'es' ? source : fakeText(source, language);
  }
  return answer;
};

export const failingTranslate: TranslateFn = async () => {
  await wait(500);
  throw new ApiError(502, 'translation_failed', 'The provider did not answer');
};

/** About 1.5 s of upload with progress, then a made-up URL. */
export const fakeUpload: UploadPdfFn = async (file, { language, onProgress }) => {
  for (let step = 1; step <= 10; step += 1) {
    await wait(150);
    onProgress(step / 10);
  }
  return `/uploads/demo/${language}-${encodeURIComponent(file.name)}`;
};

export const failingUpload: UploadPdfFn = async (_file, { onProgress }) => {
  for (let step = 1; step <= 4; step += 1) {
    await wait(150);
    onProgress(step / 10);
  }
  throw new ApiError(500, 'storage_failed', 'The disk is full');
};
