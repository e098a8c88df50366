import type { Selectable } from 'kysely';
import { fromJson } from '../db/dialect.ts';
import type { UsersTable } from '../db/tables/users.ts';
import { bool, type Queryable } from './types.ts';

export const toUser = (row: Selectable<UsersTable>) => ({
  ID: row.ID,
  Name: row.Name,
  Email: row.Email,
  EnterpriseID: row.EnterpriseID,
  isAdmin: bool(row.IsAdmin),
  Permission: fromJson<number[]>(row.Permission, []),
  ShowCustomColorMenu: bool(row.ShowCustomColorMenu),
});

export const toSessionUser = (row: Selectable<UsersTable>) => ({
  ID: row.ID,
  Name: row.Name,
  EnterpriseID: row.EnterpriseID,
  isAdmin: bool(row.IsAdmin),
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
  readonly search: string;
  readonly offset: number;
  readonly limit: number;
};

export type ListedUser = {
  readonly ID: number;
  readonly Name: string;
  readonly Email?: string;
  readonly EnterpriseName?: string | null;
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
  if (q.search)
    base = base.where((eb) =>
      eb(eb.fn('lower', ['users.Name']), 'like', `%${q.search.toLowerCase()}%`),
    );
  const page = base.orderBy('users.Name').orderBy('users.ID').offset(q.offset).limit(q.limit);
  const [rows, count] = await Promise.all([
    q.enterpriseId === null
      ? page
          .leftJoin('enterprises', 'enterprises.ID', 'users.EnterpriseID')
          .select(['users.ID', 'users.Name', 'users.Email', 'enterprises.Name as EnterpriseName'])
          .execute()
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
