import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

const BATCH = 1000;

type Extra = { PriceCents?: number };
const extrasCents = (extras: unknown): number => {
  const list = (typeof extras === 'string' ? JSON.parse(extras) : extras) as Extra[] | null;
  return (list ?? []).reduce((sum, e) => sum + (e.PriceCents ?? 0), 0);
};

/**
 * A line's total (its unit price and extras, times its quantity) kept on the line when it is written
 * (lines are never changed, only added or taken off): a report by dish then sums one column from an
 * index instead of reading each line's extras. The index holds what those sums read.
 */
export const up = async (db: AnyDb, _dialect: Dialect): Promise<void> => {
  await db.schema
    .alterTable('dish_order_items')
    .addColumn('LineCents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (let after = 0; ; ) {
    const { rows } = await sql<{
      ID: number;
      Quantity: number;
      UnitPriceCents: number;
      Extras: unknown;
    }>`select "ID", "Quantity", "UnitPriceCents", "Extras" from dish_order_items
      where "ID" > ${after} order by "ID" limit ${BATCH}`.execute(db);
    if (rows.length === 0) break;
    // Integers computed here, written as literals: PostgreSQL types a parameter in a CASE as text.
    const cases = rows.map(
      (r) =>
        sql`when ${sql.lit(Number(r.ID))} then ${sql.lit((r.UnitPriceCents + extrasCents(r.Extras)) * r.Quantity)}`,
    );
    await sql`update dish_order_items set "LineCents" = case "ID" ${sql.join(cases, sql` `)} end
      where "ID" in (${sql.join(rows.map((r) => r.ID))})`.execute(db);
    after = Number(rows[rows.length - 1]?.ID);
  }
  await db.schema.dropIndex('dish_order_items_order').execute();
  await db.schema
    .createIndex('dish_order_items_order')
    .on('dish_order_items')
    .columns(['OrderID', 'ID', 'MenuContentID', 'Quantity', 'LineCents'])
    .execute();
  // Lines a process of the release before this one writes during a rolling upgrade carry no total:
  // the maintenance job finds them here (an empty index once they are filled).
  await db.schema
    .createIndex('dish_order_items_missing_total')
    .on('dish_order_items')
    .column('ID')
    .where(sql.ref('LineCents'), '=', 0)
    .where(sql.ref('UnitPriceCents'), '>', 0)
    .execute();
};
