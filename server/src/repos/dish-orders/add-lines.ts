import { orderTotalCents } from '@carta/domain/orders';
import { now, type Queryable } from '../types.ts';
import { lineJson } from './line-wire.ts';
import { moneyOfOrders, type OrderMoney } from './order-money.ts';
import { insertItems, type NewItem, type OrderRow, toItem, toOrder } from './orders.ts';

/**
 * What adding lines to an open order answers: the order as JSON text (serialized once: the guest's
 * answer, the event and the key's replay are this text) and its number of lines.
 */
export type Added = { readonly orderId: number; readonly json: string; readonly lineCount: number };

/**
 * Add lines to `row`, an order locked by this transaction (openOrderOf), and answer the order whole.
 * Its total, line count and units grow by the new lines' (every change of the order keeps them,
 * saveOrder), so the stored lines are neither parsed nor re-totalled: each is read as the wire text
 * kept with it and spliced into the answer (behaviour.md#ordering), and an order of ninety lines
 * costs about what one of nine does. Lines from before that text are read and converted as before.
 */
export const addLines = async (
  db: Queryable,
  row: OrderRow,
  items: readonly NewItem[],
): Promise<Added> => {
  await insertItems(db, row.ID, items, row.Currency);
  const added = orderTotalCents(
    items.map((i) => ({
      Quantity: i.Quantity,
      UnitPriceCents: i.UnitPriceCents,
      ExtrasCents: i.Extras.map((e) => e.PriceCents),
    })),
  );
  const TotalCents = row.TotalCents + added;
  const lines = await db
    .selectFrom('dish_order_items')
    .select(['ID', 'Wire', 'StationID', 'DoneAt'])
    .where('OrderID', '=', row.ID)
    .orderBy('ID')
    .execute();
  const oldRows = await linesWithoutWire(db, lines);
  const money = (await moneyOfOrders(db, [{ ID: row.ID, TotalCents }])).get(row.ID);
  const saved: OrderRow = {
    ...row,
    TotalCents,
    PaymentStatus: money?.ledger.Status ?? 'none',
    LineCount: (row.LineCount ?? 0) + items.length,
    Units: (row.Units ?? 0) + items.reduce((sum, i) => sum + i.Quantity, 0),
    UpdatedAt: now(),
  };
  await db
    .updateTable('dish_orders')
    .set({
      TotalCents: saved.TotalCents,
      PaymentStatus: saved.PaymentStatus,
      LineCount: saved.LineCount,
      Units: saved.Units,
      UpdatedAt: saved.UpdatedAt,
    })
    .where('ID', '=', row.ID)
    .execute();
  return {
    orderId: row.ID,
    json: orderJson(saved, lines, money, oldRows),
    lineCount: lines.length,
  };
};

export type WireLine = {
  readonly ID: number;
  readonly Wire: string | null;
  readonly StationID: number | null;
  readonly DoneAt: string | null;
};
type ItemRow = Parameters<typeof toItem>[0];

/** The whole rows of the lines ordered before lines kept their wire text: read and converted. */
export const linesWithoutWire = async (
  db: Queryable,
  lines: readonly WireLine[],
): Promise<ReadonlyMap<number, ItemRow>> => {
  const old = lines.filter((l) => l.Wire === null).map((l) => l.ID);
  if (old.length === 0) return new Map();
  const rows = await db.selectFrom('dish_order_items').selectAll().where('ID', 'in', old).execute();
  return new Map(rows.map((r) => [r.ID, r]));
};

/** The order as its answer's JSON text: its head serialized, its lines' texts spliced in. */
export const orderJson = (
  saved: OrderRow,
  lines: readonly WireLine[],
  money: OrderMoney | undefined,
  oldRows: ReadonlyMap<number, ItemRow>,
): string => {
  const wholePaid = money?.ledger.Status === 'paid';
  const texts = lines.map((line) => {
    const stored = oldRows.get(line.ID);
    if (stored || line.Wire === null)
      return JSON.stringify(stored ? toItem(stored, saved.Currency, money) : null);
    const reference = money?.paidLines.get(line.ID) ?? null;
    return lineJson(
      { ...line, Wire: line.Wire },
      { Paid: reference !== null || wholePaid, PaymentReference: reference },
    );
  });
  // In the order of the read route's schema, which a replay goes through: the same text either way.
  const { ID, PointID, Status, PaymentStatus, Items: _none, ...rest } = toOrder(saved, [], money);
  const head = JSON.stringify({ ID, PointID, Status, PaymentStatus }).slice(0, -1);
  return `${head},"Items":[${texts.join(',')}],${JSON.stringify(rest).slice(1)}`;
};
