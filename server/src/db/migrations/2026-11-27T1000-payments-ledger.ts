import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/** One column per statement: SQLite adds columns one at a time. */
const addColumns = async (
  db: AnyDb,
  table: string,
  columns: readonly [name: string, type: 'integer' | 'text', fallback: number | string | null][],
) => {
  for (const [name, type, fallback] of columns)
    await db.schema
      .alterTable(table)
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
};

/**
 * Payments as a ledger: an attempt carries its tip apart from the order's amount, what was refunded
 * of it (refunds may be partial) and the share it pays; the lines an attempt pays are rows of their
 * own, so that one line is never paid by two attempts. The venue chooses tips and whether money
 * received beyond an order's total goes back on its own.
 */
export const up = async (db: AnyDb): Promise<void> => {
  await addColumns(db, 'payment_attempts', [
    // AmountCents stays the order's money only: the tip is never part of Paid or Due.
    ['TipCents', 'integer', 0],
    ['RefundedCents', 'integer', 0],
    // What the guest chose to pay: all, items, parts:k/N, amount (staff and receipts read it).
    ['Share', 'text', 'all'],
  ]);
  await db.schema
    .createTable('payment_attempt_items')
    .addColumn('AttemptID', 'integer', (c) =>
      c.notNull().references('payment_attempts.ID').onDelete('cascade'),
    )
    // A line staff take off leaves the attempt's money where it was: only the link goes.
    .addColumn('OrderItemID', 'integer', (c) =>
      c.notNull().references('dish_order_items.ID').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('payment_attempt_items_pk', ['AttemptID', 'OrderItemID'])
    .execute();
  await db.schema
    .createIndex('payment_attempt_items_item')
    .on('payment_attempt_items')
    .columns(['OrderItemID'])
    .execute();
  await addColumns(db, 'dish_order_settings', [
    ['TipsEnabled', 'integer', 0],
    ['TipPresets', 'text', '[5,10,15]'],
    ['AutoRefundOverpaid', 'integer', 0],
  ]);
};
