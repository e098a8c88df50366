import type { SessionEndReason } from '@carta/domain/session-end';
import { withParameters } from '../db/compiled.ts';
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
  // Built and compiled once: Kysely building the same query afresh was a visible share of every
  // private request's CPU (the read bench's profile). Only the user and session ids change.
  const query = db
    .selectFrom('users')
    .select(['EnterpriseID', 'IsAdmin', 'Role', 'Active', 'SessionVersion'])
    // In the same query: a session ended by logout, on whichever process.
    .select((eb) =>
      eb
        .exists(eb.selectFrom('ended_sessions').select('SessionID').where('SessionID', '=', ''))
        .as('Ended'),
    )
    .where('ID', '=', 0)
    .compile();
  return async (token) => {
    const [row] = (await db.executeQuery(withParameters(query, [token.sessionId, token.userId])))
      .rows;
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
export const endSession = async (db: Queryable, sessionId: string, now = Date.now()) => {
  await db.deleteFrom('ended_sessions').where('ExpiresAt', '<=', now).execute();
  await db
    .insertInto('ended_sessions')
    .values({ SessionID: sessionId, ExpiresAt: now + STAFF_TTL_MS })
    .onConflict((oc) => oc.column('SessionID').doNothing())
    .execute();
};

/** Ends every session of a user: their tokens carry the old version from now on. */
export const endSessions = async (db: Queryable, userId: number): Promise<number> => {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ SessionVersion: eb('SessionVersion', '+', 1) }))
    .where('ID', '=', userId)
    .returning('SessionVersion')
    .executeTakeFirst();
  return row?.SessionVersion ?? 0;
};

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
  const ended = await db
    .selectFrom('ended_sessions')
    .select('SessionID')
    .where('SessionID', '=', token.sessionId)
    .executeTakeFirst();
  if (ended) return 'logged_out';
  const user = await db
    .selectFrom('users')
    .select(['Active', 'SessionVersion'])
    .where('ID', '=', token.userId)
    .executeTakeFirst();
  if (!user) return 'deleted';
  if (!user.Active) return 'deactivated';
  if (user.SessionVersion === token.sessionVersion) return 'changed';
  const target = `user:${token.userId}`;
  const last = await db
    .selectFrom('audit_log')
    .select('Action')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('UserID', '=', token.userId),
          eb('Action', 'in', ['password_change', 'sessions_end']),
        ]),
        eb.and([eb('Target', '=', target), eb('Action', 'in', ['user_reset', 'user_update'])]),
      ]),
    )
    .orderBy('ID', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (last && VERSION_REASONS[last.Action]) ?? 'changed';
};
