import { isApiError, NO_RESPONSE } from '../../api/errors.ts';

/** What the user reads when an upload fails (behaviour.md#errors: the dialog stays open; docs/decisions.md: say why). */
export type UploadErrorKey =
  | 'widgets.ImageSelector.errors.tooLarge'
  | 'widgets.ImageSelector.errors.unsupported'
  | 'widgets.ImageSelector.errors.unreadable'
  | 'widgets.ImageSelector.errors.network'
  | 'widgets.ImageSelector.errors.generic';

/** The server's error code (or status) as a friendly message; anything else is generic. */
export const uploadErrorKey = (error: unknown): UploadErrorKey => {
  if (!isApiError(error)) return 'widgets.ImageSelector.errors.generic';
  if (error.status === 413 || error.code === 'too_large')
    return 'widgets.ImageSelector.errors.tooLarge';
  if (error.code === 'unsupported_file') return 'widgets.ImageSelector.errors.unsupported';
  if (error.code === 'invalid_image') return 'widgets.ImageSelector.errors.unreadable';
  if (error.status === NO_RESPONSE) return 'widgets.ImageSelector.errors.network';
  return 'widgets.ImageSelector.errors.generic';
};
