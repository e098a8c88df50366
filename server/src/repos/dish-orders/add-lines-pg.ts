import { itemTotalCents, orderTotalCents } from '@carta/domain/orders';
import { sql } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import { now, type Queryable } from '../types.ts';
import { type Added, linesWithoutWire, orderJson, type WireLine } from './add-lines.ts';
import { lineWire } from './line-wire.ts';
import { moneyOf, moneyOfOrders } from './order-money.ts';
import type { NewItem, OrderRow } from './orders.ts';

/**
 * Attempts to find or create a point's open order while others change, confirm or create it: each
 * failed attempt means another transaction committed a change of it, so a point's phones all get
 * through unless this many change it at the very same time.
 */
const OPEN_ORDER_ATTEMPTS = 50;

/** A line's id, station and done time, as the statement aggregates them. */
type LineHead = readonly [number, number | null, string | null];

/**
 * The lines' wire texts come joined by the unit separator, which JSON text never holds unescaped:
 * aggregated as JSON each text travelled escaped inside a string and was parsed again, work that grew
 * with the order (a 45-line order cost a third more CPU than a 9-line one). '' is a line without one.
 */
export const wireLinesOf = (heads: readonly LineHead[], wires: string | null): WireLine[] => {
  const texts = wires === null ? [] : wires.split('\u001f');
  return heads.map(([ID, StationID, DoneAt], i) => ({
    ID,
    StationID,
    DoneAt,
    Wire: texts[i] || null,
  }));
};

/**
 * openOrderOf and addLines on PostgreSQL in one statement, so one round trip: the point's open
 * order is locked and its total, line count and units grow by the new lines' (or it is created
 * with them), the lines are inserted (one JSON parameter, whatever their number), and the order's
 * lines come back as their wire text with whether it has payments. The lines of the insert are not
 * visible to the rest of the statement: they are added from its RETURNING. The rest reads as of the
 * statement's start, so the order is changed only if it is still the version seen then (its xmin):
 * one that another phone changed while this statement waited for its lock is left alone, and the
 * statement runs again, seeing that change (otherwise the answer would miss the other phone's
 * lines). Two phones creating the order at once meet on the one-open-order-per-point index: the
 * second creates nothing and tries again, finding the first's.
 */
export const addToOpenOrderPg = async (
  db: Queryable,
  o: {
    readonly ws: number;
    readonly pointId: number;
    readonly currency: string;
    readonly items: readonly NewItem[];
  },
): Promise<Added & { readonly created: boolean }> => {
  const stamp = now();
  const added = orderTotalCents(
    o.items.map((i) => ({
      Quantity: i.Quantity,
      UnitPriceCents: i.UnitPriceCents,
      ExtrasCents: i.Extras.map((e) => e.PriceCents),
    })),
  );
  const units = o.items.reduce((sum, i) => sum + i.Quantity, 0);
  const lines = JSON.stringify(
    o.items.map((i) => ({
      MenuContentID: i.MenuContentID,
      Name: i.Name,
      Quantity: i.Quantity,
      UnitPriceCents: i.UnitPriceCents,
      Extras: i.Extras,
      LineCents: itemTotalCents({
        Quantity: i.Quantity,
        UnitPriceCents: i.UnitPriceCents,
        ExtrasCents: i.Extras.map((e) => e.PriceCents),
      }),
      Note: i.Note,
      DeviceID: i.DeviceID,
      StationID: i.StationID ?? null,
      Wire: lineWire(i, o.currency),
    })),
  );
  const n = o.items.length;
  for (let attempt = 0; attempt < OPEN_ORDER_ATTEMPTS; attempt += 1) {
    // 'open' as a literal: the partial one-open-per-point index is matched by its text.
    const result = await sql<{
      order: (OrderRow & { created: boolean }) | null;
      heads: LineHead[] | null;
      wires: string | null;
      paying: boolean;
    }>`${prepared('order_lines')}with o as (
        update "dish_orders" set "UpdatedAt" = ${stamp}, "TotalCents" = "TotalCents" + ${added},
          "LineCount" = "LineCount" + ${n}, "Units" = "Units" + ${units}
        where "PointID" = ${o.pointId} and "Status" = 'open'
          and xmin::text = (select xmin::text from "dish_orders"
            where "PointID" = ${o.pointId} and "Status" = 'open')
        returning *
      ), c as (
        insert into "dish_orders" ("EnterpriseID", "PointID", "Status", "PaymentStatus", "Currency",
          "TotalCents", "LineCount", "Units", "CreatedAt", "UpdatedAt")
        select cast(${o.ws} as integer), cast(${o.pointId} as integer), 'open', 'none',
          cast(${o.currency} as text), cast(${added} as integer), cast(${n} as integer),
          cast(${units} as integer), cast(${stamp} as text), cast(${stamp} as text)
        where not exists (select 1 from o)
        on conflict ("PointID") where "Status" = 'open' do nothing returning *
      ), cur as (
        select o.*, false as created from o union all select c.*, true as created from c
      ), ins as (
        insert into "dish_order_items" ("OrderID", "MenuContentID", "Name", "Quantity",
          "UnitPriceCents", "Extras", "LineCents", "Note", "DeviceID", "StationID", "CreatedAt", "Wire")
        select cur."ID", v."MenuContentID", v."Name", v."Quantity", v."UnitPriceCents", v."Extras",
          v."LineCents", v."Note", v."DeviceID", v."StationID", cast(${stamp} as text), v."Wire"
        from cur cross join jsonb_to_recordset(cast(${lines} as jsonb)) as v("MenuContentID" integer,
          "Name" jsonb, "Quantity" integer, "UnitPriceCents" integer, "Extras" jsonb,
          "LineCents" integer, "Note" text, "DeviceID" text, "StationID" integer, "Wire" text)
        returning "ID", "Wire", "StationID", "DoneAt"
      )
      , l as (
        select i."ID", i."Wire", i."StationID", i."DoneAt" from "dish_order_items" i
        where i."OrderID" = (select "ID" from cur)
        union all select * from ins
      )
      select (select row_to_json(cur) from cur) as "order",
        (select json_agg(json_build_array(l."ID", l."StationID", l."DoneAt") order by l."ID") from l) as heads,
        (select string_agg(coalesce(l."Wire", ''), chr(31) order by l."ID") from l) as wires,
        exists (select 1 from "payment_attempts" a where a."OrderID" = (select "ID" from cur)) as paying`.execute(
      db,
    );
    const row = result.rows[0];
    if (!row?.order) continue;
    const { created, ...order } = row.order;
    const wire = wireLinesOf(row.heads ?? [], row.wires);
    // An order with payments: its ledger, and its payment state when the new lines change it.
    const money = row.paying
      ? (await moneyOfOrders(db, [order])).get(order.ID)
      : moneyOf(order.TotalCents, [], []);
    const status = money?.ledger.Status ?? 'none';
    if (status !== order.PaymentStatus)
      await db
        .updateTable('dish_orders')
        .set({ PaymentStatus: status })
        .where('ID', '=', order.ID)
        .execute();
    return {
      orderId: order.ID,
      json: orderJson(
        { ...order, PaymentStatus: status },
        wire,
        money,
        await linesWithoutWire(db, wire),
      ),
      lineCount: wire.length,
      created,
    };
  }
  throw new Error(`no open order for point ${o.pointId} after ${OPEN_ORDER_ATTEMPTS} attempts`);
};
