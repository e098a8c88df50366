import type { Insertable, Selectable, Updateable } from 'kysely';
import { fromJson, toJson } from '../db/dialect.ts';
import type { UserRole, UsersTable } from '../db/tables/users.ts';
import { bool, now, type Queryable } from './types.ts';

export const toUser = (row: Selectable<UsersTable>) => ({
  ID: row.ID,
  Name: row.Name,
  Email: row.Email,
  EnterpriseID: row.EnterpriseID,
  isAdmin: bool(row.IsAdmin),
  Permission: fromJson<number[]>(row.Permission, []),
  ShowCustomColorMenu: bool(row.ShowCustomColorMenu),
  Role: row.Role,
  Active: bool(row.Active),
  HideDishOrderPoint: bool(row.HideDishOrderPoint),
  /** False until the user has set a password through their one-time link. */
  HasPassword: row.PasswordHash !== '',
});

export const toSessionUser = (row: Selectable<UsersTable>) => ({
  ID: row.ID,
  Name: row.Name,
  EnterpriseID: row.EnterpriseID,
  isAdmin: bool(row.IsAdmin),
  Role: bool(row.IsAdmin) ? ('admin' as const) : row.Role,
});

export const findUserByEmail = (db: Queryable, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('Email', '=', email.trim().toLowerCase())
    .executeTakeFirst();

export const findUser = (db: Queryable, id: number) =>
  db.selectFrom('users').selectAll().where('ID', '=', id).executeTakeFirst();

export type UserListQuery = {
  readonly enterpriseId: number | null;
  /** The enterprise's administrators see each user's e-mail, role and flags (behaviour.md#administration). */
  readonly detailed?: boolean;
  readonly search: string;
  readonly offset: number;
  readonly limit: number;
};

export type ListedUser = {
  readonly ID: number;
  readonly Name: string;
  readonly Email?: string;
  readonly EnterpriseName?: string | null;
  readonly Role?: UserRole;
  readonly Active?: boolean;
  readonly isAdmin?: boolean;
  readonly HasPassword?: boolean;
};

/**
 * Users by name; `enterpriseId` null lists every enterprise's (administrators), each with its
 * e-mail and enterprise name so two namesakes of different hotels can be told apart.
 */
export const listUsers = async (
  db: Queryable,
  q: UserListQuery,
): Promise<{ data: ListedUser[]; total: number }> => {
  let base = db.selectFrom('users');
  if (q.enterpriseId !== null) base = base.where('users.EnterpriseID', '=', q.enterpriseId);
  if (q.search) {
    const like = `%${q.search.toLowerCase()}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.Name']), 'like', like),
        ...(q.detailed || q.enterpriseId === null ? [eb('users.Email', 'like', like)] : []),
      ]),
    );
  }
  const page = base.orderBy('users.Name').orderBy('users.ID').offset(q.offset).limit(q.limit);
  const [rows, count] = await Promise.all([
    q.enterpriseId === null
      ? page
          .leftJoin('enterprises', 'enterprises.ID', 'users.EnterpriseID')
          .select(['users.ID', 'users.Name', 'users.Email', 'enterprises.Name as EnterpriseName'])
          .execute()
      : q.detailed
        ? page
            .selectAll('users')
            .execute()
            .then((all) => all.map(toListedUser))
        : page.select(['users.ID', 'users.Name']).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { data: rows, total: Number(count?.total ?? 0) };
};

export const existingUserIds = async (db: Queryable, ids: readonly number[]) => {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.selectFrom('users').select('ID').where('ID', 'in', ids).execute();
  return new Set(rows.map((r) => r.ID));
};

const toListedUser = (row: Selectable<UsersTable>): ListedUser => ({
  ID: row.ID,
  Name: row.Name,
  Email: row.Email,
  Role: bool(row.IsAdmin) ? 'admin' : row.Role,
  Active: bool(row.Active),
  isAdmin: bool(row.IsAdmin),
  HasPassword: row.PasswordHash !== '',
});

/**
 * The enterprise's active administrators other than `exceptUserId`: the last one may not be
 * removed, demoted or deactivated (behaviour.md#administration).
 */
export const otherActiveAdmins = async (
  db: Queryable,
  enterpriseId: number,
  exceptUserId: number,
) => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('EnterpriseID', '=', enterpriseId)
    .where('ID', '<>', exceptUserId)
    .where('Active', '=', 1)
    .where((eb) => eb.or([eb('Role', '=', 'admin'), eb('IsAdmin', '=', 1)]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const emailTaken = async (db: Queryable, email: string, exceptUserId = 0) =>
  (await db
    .selectFrom('users')
    .select('ID')
    .where('Email', '=', email.trim().toLowerCase())
    .where('ID', '<>', exceptUserId)
    .executeTakeFirst()) !== undefined;

/** A new user's row: `Permission` as its list; no password until the user sets theirs through the link. */
export type NewUser = Omit<Insertable<UsersTable>, 'CreatedAt' | 'PasswordHash' | 'Permission'> & {
  readonly Permission: readonly number[];
};

/** Creates a user without a password and answers their id. */
export const insertUser = async (db: Queryable, user: NewUser): Promise<number> => {
  const row = await db
    .insertInto('users')
    .values({ ...user, Permission: toJson(user.Permission), PasswordHash: '', CreatedAt: now() })
    .returning('ID')
    .executeTakeFirstOrThrow();
  return row.ID;
};

/** The columns an administrator may change; `Permission` as its list. */
export type UserChanges = Omit<Updateable<UsersTable>, 'ID' | 'Permission'> & {
  readonly Permission?: readonly number[];
};

export const updateUser = async (db: Queryable, id: number, changes: UserChanges) => {
  const { Permission, ...rest } = changes;
  await db
    .updateTable('users')
    .set({ ...rest, ...(Permission !== undefined ? { Permission: toJson(Permission) } : {}) })
    .where('ID', '=', id)
    .execute();
};

/** Stores a password's hash; '' clears it (behaviour.md#administration: a reset). */
export const setPasswordHash = (db: Queryable, id: number, hash: string) =>
  updateUser(db, id, { PasswordHash: hash });

/** Deletes a user and answers how many rows went (0 or 1). */
export const deleteUser = async (db: Queryable, id: number): Promise<number> => {
  const result = await db.deleteFrom('users').where('ID', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};
