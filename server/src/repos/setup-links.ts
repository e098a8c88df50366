import type { Queryable } from './types.ts';

/** Stores a user's link by its token's hash, replacing any earlier one (only the newest works). */
export const replaceSetupLink = async (
  db: Queryable,
  link: { TokenHash: string; UserID: number; ExpiresAt: string; CreatedAt: string },
) => {
  await db.deleteFrom('user_setup_links').where('UserID', '=', link.UserID).execute();
  await db.insertInto('user_setup_links').values(link).execute();
};

/**
 * Deletes the link and answers what it was: deleting first makes a second use (even a concurrent
 * one) find nothing.
 */
export const takeSetupLink = (db: Queryable, tokenHash: string) =>
  db
    .deleteFrom('user_setup_links')
    .where('TokenHash', '=', tokenHash)
    .returning(['UserID', 'ExpiresAt'])
    .executeTakeFirst();

export const findSetupLink = (db: Queryable, tokenHash: string) =>
  db
    .selectFrom('user_setup_links')
    .select('ExpiresAt')
    .where('TokenHash', '=', tokenHash)
    .executeTakeFirst();
