import type { AttemptProvider, AttemptState, OrderStatus } from '@carta/domain/orders';
import { insertItems } from '../src/repos/dish-orders/orders.ts';
import { insertPoint } from '../src/repos/dish-orders/points.ts';
import type { Queryable } from '../src/repos/types.ts';
import { HOTEL, PLAZA } from './helpers.ts';

/**
 * A known set of orders of Hotel Demo around the spring DST change of 2025 in Madrid (30 March,
 * 02:00 → 03:00), written as the order services store them, with what a report must count.
 */
export const REPORT_FROM = '2025-03-28';
export const REPORT_TO = '2025-03-30';

export const PAELLA = 900_001;
export const WATER = 900_002;

type Line = { dish: number; name: string; quantity: number; unit: number; extras?: number[] };
type Attempt = { provider: AttemptProvider; state: AttemptState; amount: number };

export const addOrder = async (
  db: Queryable,
  o: {
    ws?: number;
    point: number;
    at: string;
    status: OrderStatus;
    lines: Line[];
    attempts?: Attempt[];
  },
) => {
  const total = o.lines.reduce(
    (sum, l) => sum + (l.unit + (l.extras ?? []).reduce((a, b) => a + b, 0)) * l.quantity,
    0,
  );
  const ws = o.ws ?? HOTEL;
  const order = await db
    .insertInto('dish_orders')
    .values({
      EnterpriseID: ws,
      PointID: o.point,
      Status: o.status,
      PaymentStatus: 'none',
      Currency: 'EUR',
      TotalCents: total,
      LineCount: o.lines.length,
      Units: o.lines.reduce((sum, l) => sum + l.quantity, 0),
      CreatedAt: o.at,
      UpdatedAt: o.at,
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  // Through the repository that writes a guest's lines, so each keeps its total as they do.
  await insertItems(
    db,
    order.ID,
    o.lines.map((l) => ({
      MenuContentID: l.dish,
      Name: { es: l.name, en: `${l.name} (en)` },
      Quantity: l.quantity,
      UnitPriceCents: l.unit,
      Extras: (l.extras ?? []).map((PriceCents, i) => ({
        ExtraID: i + 1,
        Name: { es: 'x' },
        PriceCents,
      })),
      Note: null,
      DeviceID: null,
    })),
  );
  for (const [n, a] of (o.attempts ?? []).entries())
    await db
      .insertInto('payment_attempts')
      .values({
        EnterpriseID: ws,
        OrderID: order.ID,
        Provider: a.provider,
        Reference: `ref-${order.ID}-${n}`,
        AmountCents: a.amount,
        Currency: 'EUR',
        State: a.state,
        RedirectUrl: null,
        ProviderPayment: null,
        RefundReference: null,
        ExpiresAt: o.at,
        CreatedAt: o.at,
        UpdatedAt: o.at,
      })
      .execute();
};

export const seedReportOrders = async (db: Queryable) => {
  const point = (ws: number, name: string) =>
    insertPoint(db, ws, {
      Name: { es: name, en: `${name} (en)` },
      Kind: 'table',
      MenuID: null,
      Active: true,
      Availability: null,
    });
  const a = await point(HOTEL, 'Terraza 1');
  const b = await point(HOTEL, 'Terraza 2');
  const plaza = await point(PLAZA, 'Barra');
  const paella = (quantity: number, extras: number[] = []): Line => ({
    dish: PAELLA,
    name: 'Paella',
    quantity,
    unit: 1_250,
    extras,
  });
  const water = (quantity: number): Line => ({ dish: WATER, name: 'Agua', quantity, unit: 200 });
  // Friday 21:30 in Madrid, paid through the demo provider.
  await addOrder(db, {
    point: a.ID,
    at: '2025-03-28T20:30:00.000Z',
    status: 'confirmed',
    lines: [paella(2, [125]), water(1)],
    attempts: [{ provider: 'demo', state: 'paid', amount: 2_950 }],
  });
  // 01:30 on Saturday: Friday's service. Paid by card, then refunded whole.
  await addOrder(db, {
    point: b.ID,
    at: '2025-03-29T00:30:00.000Z',
    status: 'finalized',
    lines: [water(3)],
    attempts: [{ provider: 'stripe', state: 'refunded', amount: 600 }],
  });
  // 03:30 on Sunday, just after the clocks went forward: Saturday's service. The card failed.
  await addOrder(db, {
    point: a.ID,
    at: '2025-03-30T01:30:00.000Z',
    status: 'checked',
    lines: [paella(1)],
    attempts: [{ provider: 'stripe', state: 'failed', amount: 1_250 }],
  });
  // Never counted: a cancelled order (even paid), a basket, another venue's, and two just outside
  // the range (04:59 on the first day is the day before; 06:30 on the 31st is after the last).
  await addOrder(db, {
    point: a.ID,
    at: '2025-03-29T12:00:00.000Z',
    status: 'cancelled',
    lines: [paella(5)],
    attempts: [{ provider: 'demo', state: 'paid', amount: 100 }],
  });
  await addOrder(db, {
    point: b.ID,
    at: '2025-03-29T12:00:00.000Z',
    status: 'open',
    lines: [paella(4)],
  });
  await addOrder(db, {
    ws: PLAZA,
    point: plaza.ID,
    at: '2025-03-29T12:00:00.000Z',
    status: 'confirmed',
    lines: [paella(7)],
  });
  await addOrder(db, {
    point: a.ID,
    at: '2025-03-28T03:59:00.000Z',
    status: 'closed',
    lines: [water(9)],
  });
  await addOrder(db, {
    point: a.ID,
    at: '2025-03-31T04:30:00.000Z',
    status: 'closed',
    lines: [water(8)],
  });
  return { a, b, paella: PAELLA, water: WATER };
};
