import {
  type AttemptState,
  NO_PROVIDER,
  SALE_STATUSES,
  type SalesFacts,
  SETTLED_ATTEMPT_STATES,
} from '@carta/domain/orders';
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import type { Queryable } from './types.ts';

/**
 * The sums behind a sales report, grouped in the database so that a year of orders comes back as
 * a few thousand rows. Written as SQL text because the same statements run on SQLite and
 * PostgreSQL and group by expressions (a time bucket, a station) that the query builder would only
 * wrap in `sql` anyway. Which orders and attempts count comes from domain's rules.
 */

export type SalesScope = { readonly ws: number; readonly start: Date; readonly end: Date };

const counted = ({ ws, start, end }: SalesScope) => sql`o."EnterpriseID" = ${ws}
  and o."Status" in (${sql.join([...SALE_STATUSES])})
  and o."CreatedAt" >= ${start.toISOString()} and o."CreatedAt" < ${end.toISOString()}`;

const settled = sql`a."State" in (${sql.join([...SETTLED_ATTEMPT_STATES])})`;

/**
 * What a group is keyed by: an expression over the order `o` (and, for lines, the line `i`), and
 * what it needs joined to the orders to say it.
 */
export type Dimension = {
  readonly key: RawBuilder<unknown>;
  readonly join?: (scope: SalesScope) => RawBuilder<unknown>;
};

/**
 * A quarter of an hour in UTC, as `YYYY-MM-DDTHH` and the quarter (0–3): every time zone's offset
 * is a whole number of quarters, so each bucket falls in one hour of the venue's clock.
 */
export const QUARTER_HOUR: Dimension = {
  key: sql`substr(o."CreatedAt", 1, 13) || ':' || cast(cast(substr(o."CreatedAt", 15, 2) as integer) / 15 as text)`,
};
export const BY_POINT: Dimension = { key: sql`o."PointID"` };
export const BY_DISH: Dimension = { key: sql`i."MenuContentID"` };
export const ALL: Dimension = { key: sql`'all'` };
/**
 * A line's kitchen station: fixed when it was ordered by stationOfLine (its dish's, else its menu
 * section's, else the parent's), as its ticket went; null for none.
 */
export const STATION_OF_LINE: Dimension = { key: sql`i."StationID"` };
/**
 * The provider that took an order's money; `none` for orders paid at the till or not paid. A venue
 * has one provider at a time, so an order's settled attempts share one (the last in name if not).
 * SQLite reads each order's settled attempts from their index as it goes (its joins are such
 * lookups anyway); PostgreSQL would make a hundred thousand of them for a year, so there the
 * range's settled attempts are grouped once by order and joined.
 */
const PROVIDER_LOOKED_UP: Dimension = {
  key: sql`coalesce((select max(p."Provider") from payment_attempts p
    where p."OrderID" = o."ID" and p."State" in (${sql.join([...SETTLED_ATTEMPT_STATES])})), ${NO_PROVIDER})`,
};
const PROVIDER_JOINED: Dimension = {
  key: sql`coalesce(po."Provider", ${NO_PROVIDER})`,
  join: (scope) => sql`left join (select a."OrderID", max(a."Provider") as "Provider"
    from dish_orders o join payment_attempts a on a."OrderID" = o."ID"
    where ${counted(scope)} and ${settled} group by a."OrderID") po on po."OrderID" = o."ID"`,
};
export const providerOfOrder = (dialect: DialectName): Dimension =>
  dialect === 'postgres' ? PROVIDER_JOINED : PROVIDER_LOOKED_UP;

const linesPerKey = (scope: SalesScope, dim: Dimension) => sql`
  select ${dim.key} as k, count(distinct o."ID") as orders, count(*) as lines,
    sum(i."Quantity") as quantity, sum(i."LineCents") as gross, max(i."ID") as newest
  from dish_orders o join dish_order_items i on i."OrderID" = o."ID"
  where ${counted(scope)} group by 1`;

const linesPerOrderThenKey = (scope: SalesScope, dim: Dimension) => sql`
  select k, count(*) as orders, sum(lines) as lines, sum(quantity) as quantity,
    sum(gross) as gross, max(newest) as newest
  from (select i."OrderID", ${dim.key} as k, count(*) as lines, sum(i."Quantity") as quantity,
      sum(i."LineCents") as gross, max(i."ID") as newest
    from dish_orders o join dish_order_items i on i."OrderID" = o."ID"
    where ${counted(scope)} group by i."OrderID", ${dim.key}) per_order
  group by k`;

const joined = (dim: Dimension, scope: SalesScope) => dim.join?.(scope) ?? sql``;

/** PostgreSQL answers sums and counts as bigint text; SQLite as numbers. */
const int = (value: unknown): number => (value == null ? 0 : Number(value));
const keyOf = (value: unknown): string => String(value);

type Keyed<T> = [key: string, facts: T];

/** Orders, what their lines cost, their lines and units, per key of the order. */
export const ordersBy = async (
  db: Queryable,
  scope: SalesScope,
  dim: Dimension,
): Promise<Keyed<Partial<SalesFacts>>[]> => {
  const { rows } = await sql<{
    k: unknown;
    orders: unknown;
    gross: unknown;
    lines: unknown;
    units: unknown;
  }>`
    select ${dim.key} as k, count(*) as orders, sum(o."TotalCents") as gross,
      sum(o."LineCount") as lines, sum(o."Units") as units
    from dish_orders o ${joined(dim, scope)} where ${counted(scope)} group by 1`.execute(db);
  return rows.map((r) => [
    keyOf(r.k),
    {
      orders: int(r.orders),
      grossCents: int(r.gross),
      lines: int(r.lines),
      quantity: int(r.units),
    },
  ]);
};

/**
 * Per key of a line: the orders holding such lines (each once per key), the lines, their units and
 * what they cost (each line's total is kept on it), and the newest line (whose name a dish row shows).
 * One pass over the index of the orders' lines. SQLite counts each order once per key as it reads
 * them; PostgreSQL would sort a year of lines for that distinct count, so there each order's lines
 * are summed per key first (the index holds an order's lines by dish), then per key.
 */
export const linesBy = async (
  db: Queryable,
  dialect: DialectName,
  scope: SalesScope,
  dim: Dimension,
): Promise<{ facts: Keyed<Partial<SalesFacts>>[]; newestLines: number[] }> => {
  const { rows } = await sql<{
    k: unknown;
    orders: unknown;
    lines: unknown;
    quantity: unknown;
    gross: unknown;
    newest: unknown;
  }>`${dialect === 'postgres' ? linesPerOrderThenKey(scope, dim) : linesPerKey(scope, dim)}`.execute(
    db,
  );
  return {
    facts: rows.map((r) => [
      keyOf(r.k),
      {
        orders: int(r.orders),
        lines: int(r.lines),
        quantity: int(r.quantity),
        grossCents: int(r.gross),
      },
    ]),
    newestLines: rows.map((r) => int(r.newest)),
  };
};

export type AttemptSumsRow = {
  key: string;
  State: AttemptState;
  AmountCents: number;
  TipCents: number;
  RefundedCents: number;
};

/** Money of settled attempts per key and state; the ledger keeps tips and partial refunds apart. */
export const attemptsBy = async (
  db: Queryable,
  scope: SalesScope,
  dim: Dimension,
): Promise<AttemptSumsRow[]> => {
  const { rows } = await sql<{
    k: unknown;
    state: AttemptState;
    amount: unknown;
    tips: unknown;
    refunded: unknown;
  }>`
    select ${dim.key} as k, a."State" as state, sum(a."AmountCents") as amount,
      sum(a."TipCents") as tips, sum(a."RefundedCents") as refunded
    from dish_orders o join payment_attempts a on a."OrderID" = o."ID" ${joined(dim, scope)}
    where ${counted(scope)} and ${settled} group by 1, 2`.execute(db);
  return rows.map((r) => ({
    key: keyOf(r.k),
    State: r.state,
    AmountCents: int(r.amount),
    TipCents: int(r.tips),
    RefundedCents: int(r.refunded),
  }));
};

/** The name each dish was sold under on its newest line (a dish renamed shows its new name). */
export const dishNamesOf = async (
  db: Queryable,
  newestLines: readonly number[],
): Promise<Map<string, unknown>> => {
  if (newestLines.length === 0) return new Map();
  const rows = await db
    .selectFrom('dish_order_items')
    .select(['MenuContentID', 'Name'])
    .where('ID', 'in', newestLines)
    .execute();
  return new Map(rows.map((r) => [String(r.MenuContentID), r.Name]));
};

/** The names of a venue's points, deleted ones included (their orders stay in the history). */
export const pointNames = async (db: Queryable, ws: number): Promise<Map<string, unknown>> => {
  const rows = await db
    .selectFrom('dish_order_points')
    .select(['ID', 'Name'])
    .where('EnterpriseID', '=', ws)
    .execute();
  return new Map(rows.map((r) => [String(r.ID), r.Name]));
};
