import { DB_INT_MAX } from '@carta/domain';
import { sql } from 'kysely';
import { fromJson, toJson } from '../db/dialect.ts';
import { InvalidInput } from '../domain-errors.ts';
import type { CatalogueKind } from '../services/catalogues/kinds.ts';
import { chunksOf, containsPattern, nameKeyOf } from '../services/catalogues/names.ts';
import type { Queryable } from './types.ts';

/** One page of a list: rows from `offset`, at most `limit`, whose name contains `search`. */
export type Page = { readonly offset: number; readonly limit: number; readonly search: string };
export const WHOLE_LIST: Page = { offset: 0, limit: 100_000, search: '' };

/**
 * `Extra` is what one record adds to {ID, Name}: a channel's `{ ChannelListType }`, an external
 * menu's `{ ExternalID, Name }` (Name translatable).
 */
export type CatalogueRow = { ID: number; Name: string; Extra: unknown };

/** A record to store; without an ID it gets one above every id the kind has had. */
export type RecordInput = {
  readonly ID?: number | undefined;
  readonly Name: string;
  Extra?: unknown;
};

const recordsOf = (db: Queryable, enterpriseId: number, kind: CatalogueKind) =>
  db
    .selectFrom('catalogue_records')
    .where('EnterpriseID', '=', enterpriseId)
    .where('Kind', '=', kind);

const nameContains = (search: string) =>
  sql<boolean>`${sql.ref('NameKey')} like ${containsPattern(search)} escape '\\'`;

/** A page of the enterprise's records of `kind`, ordered by name then ID, and how many match. */
export const listRecords = async (
  db: Queryable,
  enterpriseId: number,
  kind: CatalogueKind,
  page: Page,
): Promise<{ rows: CatalogueRow[]; total: number }> => {
  const matching = page.search
    ? recordsOf(db, enterpriseId, kind).where(nameContains(page.search))
    : recordsOf(db, enterpriseId, kind);
  const [rows, count] = await Promise.all([
    matching
      .select(['ID', 'Name', 'Extra'])
      .orderBy('NameKey')
      .orderBy('Name')
      .orderBy('ID')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return {
    rows: rows.map((r) => ({ ID: r.ID, Name: r.Name, Extra: fromJson<unknown>(r.Extra, null) })),
    total: Number(count?.total ?? 0),
  };
};

/** The ids the enterprise has for `kind` among `ids` (to check references between kinds). */
export const existingIds = async (
  db: Queryable,
  enterpriseId: number,
  kind: CatalogueKind,
  ids: readonly number[],
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await recordsOf(db, enterpriseId, kind)
    .select('ID')
    .where('ID', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.ID));
};

/** Ids are 32-bit integers on PostgreSQL. */
const ID_MAX = DB_INT_MAX;

/**
 * Ids for the records without one: above every id given or ever stored, so none is reused. A list
 * that would need an id past the largest one is refused (400 naming `<index>.ID`).
 */
const numbered = <T extends { readonly ID?: number | undefined }>(
  list: readonly T[],
  storedMax: number,
): (T & { ID: number })[] => {
  let next = list.reduce((max, r) => Math.max(max, r.ID ?? 0), storedMax) + 1;
  return list.map((r, i) => {
    if (r.ID !== undefined) return { ...r, ID: r.ID };
    if (next > ID_MAX) throw new InvalidInput('no ID left for a new record', [`${i}.ID`]);
    return { ...r, ID: next++ };
  });
};

/**
 * Make the enterprise's records of `kind` exactly `list`. The caller runs it in a transaction; the
 * enterprise row is locked first so that two imports of one enterprise run one after the other.
 */
export const replaceRecords = async (
  db: Queryable,
  enterpriseId: number,
  kind: CatalogueKind,
  list: readonly RecordInput[],
): Promise<void> => {
  await db
    .updateTable('enterprises')
    .set((eb) => ({ Name: eb.ref('Name') }))
    .where('ID', '=', enterpriseId)
    .execute();
  const stored = await recordsOf(db, enterpriseId, kind)
    .select((eb) => eb.fn.max('ID').as('max'))
    .executeTakeFirst();
  await db
    .deleteFrom('catalogue_records')
    .where('EnterpriseID', '=', enterpriseId)
    .where('Kind', '=', kind)
    .execute();
  const rows = numbered(list, Number(stored?.max ?? 0)).map((r) => ({
    EnterpriseID: enterpriseId,
    Kind: kind,
    ID: r.ID,
    Name: r.Name,
    NameKey: nameKeyOf(r.Name),
    Extra: r.Extra === undefined ? null : toJson(r.Extra),
  }));
  for (const chunk of chunksOf(rows))
    await db.insertInto('catalogue_records').values(chunk).execute();
};

/** The restaurants of a hotel chain, ordered by name then ID. */
export const listRestaurants = async (db: Queryable, chain: string) =>
  db
    .selectFrom('chain_restaurants')
    .select(['ID', 'Name'])
    .where('Chain', '=', chain)
    .orderBy('NameKey')
    .orderBy('Name')
    .orderBy('ID')
    .execute();

/** Make the chain's restaurants exactly `list`; the caller runs it in a transaction. */
export const replaceRestaurants = async (
  db: Queryable,
  chain: string,
  list: readonly RecordInput[],
): Promise<void> => {
  const stored = await db
    .selectFrom('chain_restaurants')
    .select((eb) => eb.fn.max('ID').as('max'))
    .where('Chain', '=', chain)
    .executeTakeFirst();
  await db.deleteFrom('chain_restaurants').where('Chain', '=', chain).execute();
  const rows = numbered(list, Number(stored?.max ?? 0)).map((r) => ({
    Chain: chain,
    ID: r.ID,
    Name: r.Name,
    NameKey: nameKeyOf(r.Name),
  }));
  for (const chunk of chunksOf(rows))
    await db.insertInto('chain_restaurants').values(chunk).execute();
};

/** Two writers stored the same key at once (PostgreSQL 23505; SQLite serialises its writers). */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '23505';

/** The chain an enterprise belongs to, null when none (or no such enterprise). */
export const chainOf = async (db: Queryable, enterpriseId: number): Promise<string | null> => {
  const row = await db
    .selectFrom('enterprises')
    .select('Chain')
    .where('ID', '=', enterpriseId)
    .executeTakeFirst();
  return row?.Chain ?? null;
};
