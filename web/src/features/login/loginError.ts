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

const ENDED = [
  'logged_out',
  'deactivated',
  'deleted',
  'password_changed',
  'password_reset',
  'role_changed',
  'sessions_ended',
  'expired',
] as const;

type EndedReason = (typeof ENDED)[number] | 'changed';

/** The sentence for why a session ended; a reason this screen does not know reads as a change. */
export const sessionEndedKey = (reason: string): `login.ended.${EndedReason}` => {
  const known = ENDED.find((r) => r === reason);
  return `login.ended.${known ?? 'changed'}`;
};
