import { SESSION_END_REASONS } from '@carta/domain/session-end';
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

/** The server's reasons, and 'expired': a token it no longer accepts, said without a reason. */
const ENDED = [...SESSION_END_REASONS, 'expired'] as const;

type EndedReason = (typeof ENDED)[number];

/** The sentence for why a session ended; a reason this screen does not know reads as a change. */
export const sessionEndedKey = (reason: string): `login.ended.${EndedReason}` => {
  const known = ENDED.find((r) => r === reason);
  return `login.ended.${known ?? 'changed'}`;
};
