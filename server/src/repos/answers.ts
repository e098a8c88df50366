import type { Availability } from '@carta/domain';
import type { AnswerRow } from '@carta/domain/answers';
import { fromJson, toJson } from '../db/dialect.ts';
import { bool, type Queryable } from './types.ts';

/** A block as answering it needs it: where it is, its type, its visibility and its data. */
export type AnswerableContent = {
  readonly ID: number;
  readonly Owner: string;
  readonly MenuID: number;
  readonly Type: number;
  readonly HideMobile: boolean;
  readonly Availability: Availability | null;
  readonly Data: Record<string, unknown>;
};

export const findAnswerableContent = async (
  db: Queryable,
  id: number,
): Promise<AnswerableContent | undefined> => {
  const row = await db
    .selectFrom('contents')
    .select(['ID', 'Owner', 'MenuID', 'Type', 'HideMobile', 'Availability', 'Data'])
    .where('ID', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ID: row.ID,
    Owner: row.Owner,
    MenuID: row.MenuID,
    Type: row.Type,
    HideMobile: bool(row.HideMobile),
    Availability: fromJson<Availability | null>(row.Availability, null),
    Data: fromJson<Record<string, unknown>>(row.Data, {}),
  };
};

export type NewAnswer = {
  readonly EnterpriseID: number;
  readonly ContentID: number;
  readonly CreatedAt: string;
  readonly Language: string;
  readonly Answers: Readonly<Record<string, unknown>>;
  readonly IdempotencyKey: string | null;
};

/**
 * Store an answer; with an idempotency key already used on this block, store nothing and answer
 * the first one's id. The unique index decides between two requests racing with the same key.
 */
export const insertAnswer = async (
  db: Queryable,
  answer: NewAnswer,
): Promise<{ readonly ID: number; readonly replayed: boolean }> => {
  const inserted = await db
    .insertInto('block_answers')
    .values({ ...answer, Answers: toJson(answer.Answers) })
    .onConflict((oc) => oc.columns(['ContentID', 'IdempotencyKey']).doNothing())
    .returning('ID')
    .executeTakeFirst();
  if (inserted) return { ID: Number(inserted.ID), replayed: false };
  const first = await db
    .selectFrom('block_answers')
    .select('ID')
    .where('ContentID', '=', answer.ContentID)
    .where('IdempotencyKey', '=', answer.IdempotencyKey)
    .executeTakeFirstOrThrow();
  return { ID: Number(first.ID), replayed: true };
};

const toRow = (row: {
  ID: number;
  CreatedAt: string;
  Language: string;
  Answers: unknown;
}): AnswerRow => ({
  ID: Number(row.ID),
  CreatedAt: row.CreatedAt,
  Language: row.Language,
  Answers: fromJson<Record<string, unknown>>(row.Answers, {}),
});

/** A block's answers; given a venue, only its guests' (a common block is answered by many). */
const answersOf = (db: Queryable, contentId: number, venue: number | null) => {
  const query = db.selectFrom('block_answers').where('ContentID', '=', contentId);
  return venue === null ? query : query.where('EnterpriseID', '=', venue);
};

/** One page of a block's answers, newest first, and how many it has: two queries. */
export const listAnswers = async (
  db: Queryable,
  contentId: number,
  venue: number | null,
  page: { readonly page: number; readonly size: number },
): Promise<{ data: AnswerRow[]; total: number }> => {
  const counted = await answersOf(db, contentId, venue)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await answersOf(db, contentId, venue)
    .select(['ID', 'CreatedAt', 'Language', 'Answers'])
    .orderBy('CreatedAt', 'desc')
    .orderBy('ID', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return { data: rows.map(toRow), total: Number(counted?.total ?? 0) };
};

/** Every answer of a block, newest first (the CSV export): one query. */
export const allAnswers = async (
  db: Queryable,
  contentId: number,
  venue: number | null,
): Promise<AnswerRow[]> => {
  const rows = await answersOf(db, contentId, venue)
    .select(['ID', 'CreatedAt', 'Language', 'Answers'])
    .orderBy('CreatedAt', 'desc')
    .orderBy('ID', 'desc')
    .execute();
  return rows.map(toRow);
};
