import type { Translatable } from '@carta/domain';
import {
  fromMinor,
  itemTotalCents,
  type Order,
  type OrderItem,
  type OrderStatus,
  orderTotalCents,
} from '@carta/domain/orders';
import { type Selectable, sql } from 'kysely';
import { fromJson, toJson } from '../../db/dialect.ts';
import type { DishOrderItemsTable, DishOrdersTable } from '../../db/tables/dish-orders.ts';
import { now, type Queryable } from '../types.ts';
import { lineWire } from './line-wire.ts';
import { moneyOfOrders, type OrderMoney } from './order-money.ts';

/** The group an extra was ordered in (behaviour.md#extra-groups): its name and place then. */
export type OrderedGroup = { ID: number; Name: Translatable; ORD: number };

/** An extra as ordered: its name and price then, and its group (absent on lines from before groups). */
export type StoredExtra = {
  ExtraID: number;
  Name: Translatable;
  PriceCents: number;
  Group?: OrderedGroup | null;
};

/** An order and its lines as the wire carries them (behaviour.md#ordering): domain's one definition. */
export type { Order, OrderItem } from '@carta/domain/orders';

export type OrderRow = Selectable<DishOrdersTable>;
type ItemRow = Selectable<DishOrderItemsTable>;

export const toItem = (
  row: ItemRow,
  currency: string,
  money: OrderMoney | undefined,
  extras: readonly StoredExtra[] = fromJson<StoredExtra[]>(row.Extras, []),
): OrderItem => {
  const reference = money?.paidLines.get(row.ID) ?? null;
  return {
    ID: row.ID,
    MenuContentID: row.MenuContentID,
    Name: fromJson<Translatable>(row.Name, {}),
    Quantity: row.Quantity,
    UnitPrice: fromMinor(row.UnitPriceCents, currency),
    Extras: extras.map((e) => ({
      ExtraID: e.ExtraID,
      Name: e.Name,
      Price: fromMinor(e.PriceCents, currency),
      Group: e.Group ?? null,
    })),
    Note: row.Note,
    DeviceID: row.DeviceID,
    Paid: reference !== null || money?.ledger.Status === 'paid',
    PaymentReference: reference,
    StationID: row.StationID ?? null,
    DoneAt: row.DoneAt ?? null,
  };
};

export const toOrder = (
  row: OrderRow,
  items: readonly ItemRow[],
  money: OrderMoney | undefined,
): Order => {
  const wire = (minor: number) => fromMinor(minor, row.Currency);
  return {
    ID: row.ID,
    PointID: row.PointID,
    Status: row.Status,
    PaymentStatus: row.PaymentStatus,
    Items: items.map((item) => toItem(item, row.Currency, money)),
    Total: wire(row.TotalCents),
    Paid: wire(money?.ledger.PaidCents ?? 0),
    Tips: wire(money?.ledger.TipsCents ?? 0),
    Due: wire(money?.ledger.DueCents ?? row.TotalCents),
    Overpaid: wire(money?.ledger.OverpaidCents ?? 0),
    Payments: [...(money?.payments ?? [])],
    Currency: row.Currency,
    CreatedAt: row.CreatedAt,
    UpdatedAt: row.UpdatedAt,
    ServedAt: row.ServedAt ?? null,
  };
};

const itemsOf = (db: Queryable, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as ItemRow[])
    : db
        .selectFrom('dish_order_items')
        .selectAll()
        .where('OrderID', 'in', [...orderIds])
        .orderBy('OrderID')
        .orderBy('ID')
        .execute();

/** The order's lines with what each costs, in minor units: what a split pays. */
export const linesOfOrder = async (db: Queryable, orderId: number) =>
  (await itemsOf(db, [orderId])).map((item) => ({
    ID: item.ID,
    DeviceID: item.DeviceID,
    TotalCents: itemTotalCents({
      Quantity: item.Quantity,
      UnitPriceCents: item.UnitPriceCents,
      ExtrasCents: fromJson<StoredExtra[]>(item.Extras, []).map((e) => e.PriceCents),
    }),
  }));

/** A venue's order row; undefined for another venue's, whatever exists. */
export const findOrderRow = (db: Queryable, ws: number, id: number) =>
  db
    .selectFrom('dish_orders')
    .selectAll()
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .executeTakeFirst();

/** The order with its items and its payments: three or four queries. */
export const readOrder = async (db: Queryable, row: OrderRow): Promise<Order> =>
  toOrder(row, await itemsOf(db, [row.ID]), (await moneyOfOrders(db, [row])).get(row.ID));

/**
 * Lock an order's row until the transaction ends, reading it as committed now. Every change of an
 * order starts here, so two changes of one order (two phones adding at once, on PostgreSQL) run one
 * after the other: neither computes a total, a state or an event from lines the other has not
 * committed. An UPDATE rather than FOR UPDATE, which SQLite lacks: both take the row lock for it.
 */
export const lockOrderRow = (db: Queryable, ws: number, id: number) =>
  db
    .updateTable('dish_orders')
    .set((eb) => ({ UpdatedAt: eb.ref('UpdatedAt') }))
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .returningAll()
    .executeTakeFirst();

/** Attempts to find or create a point's open order while others confirm or create it. */
const OPEN_ORDER_ATTEMPTS = 5;

/**
 * The point's open order, locked (lockOrderRow), created when it has none. Two phones creating it at
 * once meet on the one-open-order-per-point index: the second inserts nothing and takes the first's.
 */
export const openOrderOf = async (
  db: Queryable,
  point: { readonly ws: number; readonly pointId: number; readonly currency: string },
): Promise<{ row: OrderRow; created: boolean }> => {
  for (let attempt = 0; attempt < OPEN_ORDER_ATTEMPTS; attempt += 1) {
    // Found and locked in one statement: the open order as committed now. 'open' as a literal:
    // SQLite uses the partial one-open-per-point index only for the text of its condition (with a
    // parameter it scanned every order ever placed).
    const found = await db
      .updateTable('dish_orders')
      .set((eb) => ({ UpdatedAt: eb.ref('UpdatedAt') }))
      .where('PointID', '=', point.pointId)
      .where(sql.ref('Status'), '=', sql.lit('open'))
      .returningAll()
      .executeTakeFirst();
    if (found) return { row: found, created: false };
    const stamp = now();
    const inserted = await db
      .insertInto('dish_orders')
      .values({
        EnterpriseID: point.ws,
        PointID: point.pointId,
        Status: 'open',
        PaymentStatus: 'none',
        Currency: point.currency,
        TotalCents: 0,
        CreatedAt: stamp,
        UpdatedAt: stamp,
      })
      .onConflict((oc) =>
        // A literal, not a parameter: SQLite matches the target to the partial index by its text.
        oc.column('PointID').where(sql.ref('Status'), '=', sql.lit('open')).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, created: true };
  }
  throw new Error(`no open order for point ${point.pointId} after ${OPEN_ORDER_ATTEMPTS} attempts`);
};

export type NewItem = {
  readonly MenuContentID: number;
  readonly Name: Translatable;
  readonly Quantity: number;
  readonly UnitPriceCents: number;
  readonly Extras: readonly StoredExtra[];
  readonly Note: string | null;
  readonly DeviceID: string | null;
  /** stationOfLine of its dish when ordered; absent: none. */
  readonly StationID?: number | null;
};

/**
 * Add lines to an order: one statement. With the order's currency, each line keeps its wire form
 * (lineWire), which answers then splice in unparsed.
 */
export const insertItems = async (
  db: Queryable,
  orderId: number,
  items: readonly NewItem[],
  currency?: string,
): Promise<void> => {
  const stamp = now();
  await db
    .insertInto('dish_order_items')
    .values(
      items.map((i) => ({
        OrderID: orderId,
        MenuContentID: i.MenuContentID,
        Name: toJson(i.Name),
        Quantity: i.Quantity,
        UnitPriceCents: i.UnitPriceCents,
        Extras: toJson(i.Extras),
        LineCents: itemTotalCents({
          Quantity: i.Quantity,
          UnitPriceCents: i.UnitPriceCents,
          ExtrasCents: i.Extras.map((e) => e.PriceCents),
        }),
        Note: i.Note,
        DeviceID: i.DeviceID,
        StationID: i.StationID ?? null,
        CreatedAt: stamp,
        ...(currency === undefined ? {} : { Wire: lineWire(i, currency) }),
      })),
    )
    .execute();
};

/** An item with its order (locked), when both are venue `ws`'s. */
export const findItemWithOrder = async (db: Queryable, ws: number, itemId: number) => {
  const item = await db
    .selectFrom('dish_order_items')
    .select(['ID', 'OrderID'])
    .where('ID', '=', itemId)
    .executeTakeFirst();
  if (!item) return undefined;
  const order = await lockOrderRow(db, ws, item.OrderID);
  return order ? { itemId: item.ID, order } : undefined;
};

/** Whether the line was there to delete (another call may have taken it off first). */
export const deleteItem = async (db: Queryable, itemId: number): Promise<boolean> => {
  const result = await db
    .deleteFrom('dish_order_items')
    .where('ID', '=', itemId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
};

export const deleteOrder = (db: Queryable, orderId: number) =>
  db.deleteFrom('dish_orders').where('ID', '=', orderId).execute();

/**
 * Write the order's new state, its total (recomputed from its stored lines, in minor units) and
 * its payment state (recomputed from its payments: domain ledgerOf), and read it back whole. Every
 * change of an order and of its payments ends here, so total, money and UpdatedAt never go stale.
 */
export const saveOrder = async (
  db: Queryable,
  row: OrderRow,
  change: { readonly Status?: OrderStatus } = {},
): Promise<Order> => {
  // Each line's extras parsed once, for the total and for the answer: an open order holds up to 100.
  const items = (await itemsOf(db, [row.ID])).map((item) => ({
    item,
    extras: fromJson<StoredExtra[]>(item.Extras, []),
  }));
  const TotalCents = orderTotalCents(
    items.map(({ item, extras }) => ({
      Quantity: item.Quantity,
      UnitPriceCents: item.UnitPriceCents,
      ExtrasCents: extras.map((e) => e.PriceCents),
    })),
  );
  const money = (await moneyOfOrders(db, [{ ID: row.ID, TotalCents }])).get(row.ID);
  const updated = await db
    .updateTable('dish_orders')
    .set({
      TotalCents,
      PaymentStatus: money?.ledger.Status ?? 'none',
      LineCount: items.length,
      Units: items.reduce((sum, { item }) => sum + item.Quantity, 0),
      UpdatedAt: now(),
      // Served now: the recall window starts (behaviour.md#kitchen).
      ...(change.Status === 'closed' && row.Status !== 'closed' ? { ServedAt: now() } : {}),
      ...change,
    })
    .where('ID', '=', row.ID)
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    ...toOrder(updated, [], money),
    Items: items.map(({ item, extras }) => toItem(item, updated.Currency, money, extras)),
  };
};

export type OrderFilter = {
  readonly offset: number;
  readonly limit: number;
  readonly status: OrderStatus | null;
  readonly point: number | null;
  /** Any of these states (with `status`, both apply). */
  readonly statuses?: readonly OrderStatus[];
};

/** A page of a venue's orders, newest first, with items, payments and the total count: five queries. */
export const listOrders = async (
  db: Queryable,
  ws: number,
  f: OrderFilter,
): Promise<{ data: Order[]; total: number }> => {
  let base = db.selectFrom('dish_orders').where('EnterpriseID', '=', ws);
  if (f.status) base = base.where('Status', '=', f.status);
  if (f.point !== null) base = base.where('PointID', '=', f.point);
  if (f.statuses) base = base.where('Status', 'in', [...f.statuses]);
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('ID', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  const items = await itemsOf(
    db,
    rows.map((r) => r.ID),
  );
  // Map.groupBy is Node 21+; Node 20 is supported.
  const byOrder = new Map<number, ItemRow[]>();
  for (const item of items) byOrder.set(item.OrderID, [...(byOrder.get(item.OrderID) ?? []), item]);
  const money = await moneyOfOrders(db, rows);
  return {
    data: rows.map((r) => toOrder(r, byOrder.get(r.ID) ?? [], money.get(r.ID))),
    total: Number(counted?.total ?? 0),
  };
};

/** Whether the point holds an order the venue still has to deal with (open, confirmed, checked). */
export const hasLiveOrders = async (
  db: Queryable,
  pointId: number,
  live: readonly OrderStatus[],
): Promise<boolean> =>
  (await db
    .selectFrom('dish_orders')
    .select('ID')
    .where('PointID', '=', pointId)
    .where('Status', 'in', [...live])
    .executeTakeFirst()) !== undefined;
