import type { ParseKeys } from 'i18next';
import { isApiError } from '../../api/errors.ts';

const KNOWN = new Set([
  'password_too_short',
  'password_too_long',
  'password_common',
  'password_personal',
  'bad_current_password',
  'link_invalid',
]);

/** The label for a failed administration call: the server's code where it names the problem. */
export const adminErrorKey = (error: unknown): ParseKeys => {
  if (!isApiError(error)) return 'admin.errors.generic';
  if (KNOWN.has(error.code)) return `admin.errors.${error.code}` as ParseKeys;
  if (error.status === 409)
    return /e-mail/.test(error.message) ? 'admin.errors.emailTaken' : 'admin.errors.lastAdmin';
  if (error.status === 400) return 'admin.errors.invalid';
  return 'admin.errors.generic';
};

/** The fields a 400 names, to mark them. */
export const badFields = (error: unknown): readonly string[] =>
  isApiError(error) && error.status === 400 ? error.fields : [];
