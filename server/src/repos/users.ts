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

/** Users by name; `enterpriseId` null lists every enterprise's (administrators). */
export const listUsers = async (db: Queryable, q: UserListQuery) => {
  let base = db.selectFrom('users');
  if (q.enterpriseId !== null) base = base.where('EnterpriseID', '=', q.enterpriseId);
  if (q.search)
    base = base.where((eb) => eb(eb.fn('lower', ['Name']), 'like', `%${q.search.toLowerCase()}%`));
  const [rows, count] = await Promise.all([
    base
      .select(['ID', 'Name'])
      .orderBy('Name')
      .orderBy('ID')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { data: rows, total: Number(count?.total ?? 0) };
};

export const existingUserIds = async (db: Queryable, ids: readonly number[]) => {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.selectFrom('users').select('ID').where('ID', 'in', ids).execute();
  return new Set(rows.map((r) => r.ID));
};
