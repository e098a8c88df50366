import {
  averageTicketCents,
  emptyKeysOf,
  foldSales,
  fromMinor,
  isTimeGroup,
  NO_PROVIDER,
  noSales,
  paymentMoneyOf,
  type ReportGroup,
  type ReportRange,
  revenueCents,
  type SalesFacts,
  type TimeGroup,
  timeKeysOf,
} from '@carta/domain/orders';
import type { DialectName } from '../../db/dialect.ts';
import { stationNames } from '../../repos/dish-orders/stations.ts';
import {
  ALL,
  attemptsBy,
  BY_DISH,
  BY_POINT,
  type Dimension,
  dishNamesOf,
  linesBy,
  ordersBy,
  pointNames,
  providerOfOrder,
  QUARTER_HOUR,
  type SalesScope,
  STATION_OF_LINE,
} from '../../repos/reports.ts';
import type { Queryable } from '../../repos/types.ts';
import { type LabelContext, rowLabel } from './labels.ts';

export type SalesRow = {
  Key: string;
  Label: string;
  Orders: number;
  Quantity: number;
  Revenue: number;
  Tips: number;
  Refunds: number;
};

export type SalesReport = {
  Totals: {
    Orders: number;
    Lines: number;
    Revenue: number;
    Tips: number;
    Refunds: number;
    AverageTicket: number;
    Currency: string;
  };
  Rows: SalesRow[];
};

export type ReportVenue = {
  ws: number;
  timeZone: string;
  dayChangeMinutes: number;
  currency: string;
};

type Folded = Map<string, SalesFacts>;

/** Money of settled attempts folded into facts under their keys, by domain's rule. */
const paymentFacts = async (db: Queryable, scope: SalesScope, dim: Dimension, into: Folded) => {
  const sums = await attemptsBy(db, scope, dim);
  foldSales(
    sums.map((row) => {
      const money = paymentMoneyOf(row);
      return [row.key, { tipsCents: money.tipsCents, refundsCents: money.refundsCents }] as const;
    }),
    into,
  );
};

/** Orders, lines, what they cost and the money of their attempts, per key of the order. */
const orderFacts = async (db: Queryable, scope: SalesScope, dim: Dimension): Promise<Folded> => {
  const folded = foldSales(await ordersBy(db, scope, dim));
  await paymentFacts(db, scope, dim, folded);
  return folded;
};

/** Per line key (dish, station): orders, lines, units and what the lines cost. */
const lineFacts = async (
  db: Queryable,
  dialect: DialectName,
  scope: SalesScope,
  dim: Dimension,
) => {
  const { facts, newestLines } = await linesBy(db, dialect, scope, dim);
  return { facts: foldSales(facts), newestLines };
};

/** Quarter-hour buckets of UTC folded into the venue's days, hours or weekday-hours. */
const timeFacts = async (
  db: Queryable,
  scope: SalesScope,
  venue: ReportVenue,
  group: TimeGroup,
  range: ReportRange,
): Promise<Folded> => {
  const buckets = await orderFacts(db, scope, QUARTER_HOUR);
  const folded: Folded = new Map(emptyKeysOf(group, range).map((key) => [key, noSales()]));
  for (const [bucket, facts] of buckets) {
    const [hour, quarter] = bucket.split(':') as [string, string];
    const at = new Date(`${hour}:${String(Number(quarter) * 15).padStart(2, '0')}:00.000Z`);
    foldSales([[timeKeysOf(at, venue.timeZone, venue.dayChangeMinutes)[group], facts]], folded);
  }
  return folded;
};

/** The facts of each row; for rows of lines, also the newest line of each (a dish's name). */
const factsOf = async (
  db: Queryable,
  dialect: DialectName,
  scope: SalesScope,
  venue: ReportVenue,
  group: ReportGroup,
  range: ReportRange,
): Promise<{ facts: Folded; newestLines?: number[] }> => {
  if (isTimeGroup(group)) return { facts: await timeFacts(db, scope, venue, group, range) };
  if (group === 'point') return { facts: await orderFacts(db, scope, BY_POINT) };
  if (group === 'dish') return lineFacts(db, dialect, scope, BY_DISH);
  if (group === 'station') return lineFacts(db, dialect, scope, STATION_OF_LINE);
  return { facts: await orderFacts(db, scope, providerOfOrder(dialect)) };
};

/** Rows in a stable order: time keys in time order, the others by revenue, largest first. */
const ordered = (group: ReportGroup, rows: SalesRow[]): SalesRow[] =>
  isTimeGroup(group)
    ? rows.sort((a, b) => a.Key.localeCompare(b.Key))
    : rows.sort((a, b) => b.Revenue - a.Revenue || a.Label.localeCompare(b.Label));

export const salesReport = async (
  db: Queryable,
  dialect: DialectName,
  venue: ReportVenue,
  range: ReportRange,
  group: ReportGroup,
  language: string,
): Promise<SalesReport> => {
  const scope: SalesScope = { ws: venue.ws, start: range.start, end: range.end };
  // The wire's decimals in the venue's currency (JPY none, KWD three), summed in minor units.
  const money = (minor: number) => fromMinor(minor, venue.currency);
  const [{ facts, newestLines }, points, stations] = await Promise.all([
    factsOf(db, dialect, scope, venue, group, range),
    group === 'point' ? pointNames(db, venue.ws) : null,
    group === 'station' ? stationNames(db, venue.ws) : null,
  ]);
  const dishes = group === 'dish' ? await dishNamesOf(db, newestLines ?? []) : null;
  // Rows keyed by order add up to the totals; rows of lines do not (an order of two dishes).
  const byLine = group === 'dish' || group === 'station';
  const totals = byLine
    ? await orderFacts(db, scope, ALL)
    : foldSales([...facts.values()].map((f) => ['all', f] as const));
  const total = totals.get('all') ?? noSales();
  const context: LabelContext = {
    group,
    language,
    points,
    dishes,
    stations: stations && new Map([...stations].map(([id, name]) => [String(id), name])),
  };
  const rows = [...facts].map(
    ([key, f]): SalesRow => ({
      Key: key === 'null' ? NO_PROVIDER : key,
      Label: rowLabel(context, key === 'null' ? NO_PROVIDER : key),
      Orders: f.orders,
      Quantity: f.quantity,
      Revenue: money(revenueCents(f)),
      Tips: money(f.tipsCents),
      Refunds: money(f.refundsCents),
    }),
  );
  return {
    Totals: {
      Orders: total.orders,
      Lines: total.lines,
      Revenue: money(revenueCents(total)),
      Tips: money(total.tipsCents),
      Refunds: money(total.refundsCents),
      AverageTicket: money(averageTicketCents(total)),
      Currency: venue.currency,
    },
    Rows: ordered(group, rows),
  };
};
