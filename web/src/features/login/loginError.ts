import { isApiError } from '../../api/errors.ts';

export type LoginErrorKey = 'login.wrongCredentials' | 'login.tooManyAttempts' | 'login.error';

/** 401 (and a 400 for a malformed address) mean the credentials; 429 the rate limit. */
export const loginErrorKey = (error: unknown): LoginErrorKey => {
  if (isApiError(error)) {
    if (error.status === 401 || error.status === 400) return 'login.wrongCredentials';
    if (error.status === 429) return 'login.tooManyAttempts';
  }
  return 'login.error';
};
