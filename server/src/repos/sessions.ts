import { withParameters } from '../db/compiled.ts';
import type { Queryable } from './types.ts';

/** What a private request's check needs of the token's user and session. */
export type SessionRow = {
  readonly EnterpriseID: number;
  readonly IsAdmin: number;
  readonly Role: 'admin' | 'staff';
  readonly Active: number;
  readonly SessionVersion: number;
  /** The session was ended by logout, on whichever process. */
  readonly Ended: unknown;
};

/**
 * A reader of the user's row with whether the session was ended, for every private request (one
 * indexed read). Built and compiled once: Kysely building the same query afresh was a visible share
 * of every private request's CPU (the read bench's profile). Only the user and session ids change.
 */
export const sessionRowReader = (db: Queryable) => {
  const query = db
    .selectFrom('users')
    .select(['EnterpriseID', 'IsAdmin', 'Role', 'Active', 'SessionVersion'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('ended_sessions').select('SessionID').where('SessionID', '=', ''))
        .as('Ended'),
    )
    .where('ID', '=', 0)
    .compile();
  return async (sessionId: string, userId: number): Promise<SessionRow | undefined> =>
    (await db.executeQuery(withParameters(query, [sessionId, userId]))).rows[0];
};

/** Records an ended session until `expiresAt`, dropping those whose tokens have expired by `now`. */
export const recordEndedSession = async (
  db: Queryable,
  sessionId: string,
  expiresAt: number,
  now: number,
) => {
  await db.deleteFrom('ended_sessions').where('ExpiresAt', '<=', now).execute();
  await db
    .insertInto('ended_sessions')
    .values({ SessionID: sessionId, ExpiresAt: expiresAt })
    .onConflict((oc) => oc.column('SessionID').doNothing())
    .execute();
};

/** Bumps the user's session version and answers the new one (0: no such user). */
export const bumpSessionVersion = async (db: Queryable, userId: number): Promise<number> => {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ SessionVersion: eb('SessionVersion', '+', 1) }))
    .where('ID', '=', userId)
    .returning('SessionVersion')
    .executeTakeFirst();
  return row?.SessionVersion ?? 0;
};

export const isSessionEnded = async (db: Queryable, sessionId: string): Promise<boolean> =>
  (await db
    .selectFrom('ended_sessions')
    .select('SessionID')
    .where('SessionID', '=', sessionId)
    .executeTakeFirst()) !== undefined;

export const userSessionState = (db: Queryable, userId: number) =>
  db
    .selectFrom('users')
    .select(['Active', 'SessionVersion'])
    .where('ID', '=', userId)
    .executeTakeFirst();

/**
 * The latest audited action that bumped the user's session version: their own password change or
 * "end other sessions", or an administrator's reset or update of them.
 */
export const lastVersionBump = async (db: Queryable, userId: number) =>
  (
    await db
      .selectFrom('audit_log')
      .select('Action')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('UserID', '=', userId),
            eb('Action', 'in', ['password_change', 'sessions_end']),
          ]),
          eb.and([
            eb('Target', '=', `user:${userId}`),
            eb('Action', 'in', ['user_reset', 'user_update']),
          ]),
        ]),
      )
      .orderBy('ID', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.Action;
