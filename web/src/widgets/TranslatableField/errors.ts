import { isApiError } from '../../api/errors.ts';

export type TranslateErrorKey = 'translateFailed' | 'translateOff' | 'translateTooMany';
export type UploadErrorKey = 'uploadFailed' | 'uploadTooLarge' | 'uploadInvalid';

/** A failed machine translation, in words the user can act on (docs/api.md error codes). */
export const translateErrorKey = (error: unknown): TranslateErrorKey => {
  if (!isApiError(error)) return 'translateFailed';
  if (error.code === 'translation_off') return 'translateOff';
  if (error.status === 429) return 'translateTooMany';
  return 'translateFailed';
};

/** A failed upload: too large (413) and refused content (400) say so; anything else is generic. */
export const uploadErrorKey = (error: unknown): UploadErrorKey => {
  if (!isApiError(error)) return 'uploadFailed';
  if (error.status === 413) return 'uploadTooLarge';
  if (error.status === 400) return 'uploadInvalid';
  return 'uploadFailed';
};
