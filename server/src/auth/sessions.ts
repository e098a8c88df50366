import type { SessionEndReason } from '@carta/domain/session-end';
import {
  bumpSessionVersion,
  isSessionEnded,
  lastVersionBump,
  recordEndedSession,
  sessionRowReader,
  userSessionState,
} from '../repos/sessions.ts';
import type { Queryable } from '../repos/types.ts';
import { STAFF_TTL_MS, type StaffClaims, type StaffToken } from './tokens.ts';

/** Checks a staff token against its user's row; null when the session has ended. */
export type SessionCheck = (token: StaffToken) => Promise<StaffClaims | null>;

/**
 * The user's row is read on every private request (one indexed read): a deletion, deactivation,
 * role or password change bumps SessionVersion in the database, so every process refuses the old
 * token on its very next request. No process-local cache could be invalidated as exactly.
 */
export const sessionCheck = (db: Queryable): SessionCheck => {
  const read = sessionRowReader(db);
  return async (token) => {
    const row = await read(token.sessionId, token.userId);
    if (!row?.Active || row.Ended || row.SessionVersion !== token.sessionVersion) return null;
    const isAdmin = Boolean(row.IsAdmin);
    // Only a platform administrator works in an enterprise other than their own (the switch).
    if (!isAdmin && token.enterpriseId !== row.EnterpriseID) return null;
    return { ...token, isAdmin, role: isAdmin ? 'admin' : row.Role };
  };
};

/**
 * Ends one session (logout): its token is refused from now on, the user's others go on. Kept until the
 * token would have expired anyway.
 */
export const endSession = (db: Queryable, sessionId: string, now = Date.now()) =>
  recordEndedSession(db, sessionId, now + STAFF_TTL_MS, now);

/** Ends every session of a user: their tokens carry the old version from now on. */
export const endSessions = (db: Queryable, userId: number): Promise<number> =>
  bumpSessionVersion(db, userId);

/** What ended a session by bumping its user's version, as the audit log recorded it. */
const VERSION_REASONS: Readonly<Record<string, SessionEndReason>> = {
  password_change: 'password_changed',
  sessions_end: 'sessions_ended',
  user_reset: 'password_reset',
  user_update: 'role_changed',
};

/**
 * Why a staff token is refused, read only once it has been (a rare path): the user's row says
 * logout, deactivation or deletion; a bumped version is explained by the latest audit record that
 * bumps it (the person's own password change or "end other sessions", an administrator's role change
 * or reset).
 */
export const sessionEndReason = async (
  db: Queryable,
  token: StaffToken,
): Promise<SessionEndReason> => {
  if (await isSessionEnded(db, token.sessionId)) return 'logged_out';
  const user = await userSessionState(db, token.userId);
  if (!user) return 'deleted';
  if (!user.Active) return 'deactivated';
  if (user.SessionVersion === token.sessionVersion) return 'changed';
  const last = await lastVersionBump(db, token.userId);
  return (last !== undefined ? VERSION_REASONS[last] : undefined) ?? 'changed';
};
