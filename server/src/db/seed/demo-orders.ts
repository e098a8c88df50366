import { type Translatable, typeIdOfBlock } from '@carta/domain';
import { type OrderStatus, toMinor } from '@carta/domain/orders';
import type { Transaction } from 'kysely';
import {
  insertItems,
  type NewItem,
  openOrderOf,
  type StoredExtra,
  saveOrder,
} from '../../repos/dish-orders/orders.ts';
import { insertPoint } from '../../repos/dish-orders/points.ts';
import { saveOrderSettings } from '../../repos/dish-orders/settings.ts';
import { fromJson } from '../dialect.ts';
import type { Database } from '../tables/index.ts';
import { t4 } from './demo-blocks.ts';

type Trx = Transaction<Database>;
const FOOD = typeIdOfBlock('food');

/** A line of a demo order: the n-th priced dish of the menu, with its first extras. */
type Line = {
  readonly dish: number;
  readonly quantity: number;
  readonly extras?: number;
  readonly note?: string;
};

const dishesOf = async (trx: Trx, menuId: number) => {
  const rows = await trx
    .selectFrom('contents')
    .select(['ID', 'Data'])
    .where('MenuID', '=', menuId)
    .where('Type', '=', FOOD)
    .orderBy('ORD')
    .execute();
  const extras = await trx
    .selectFrom('extras')
    .select(['ID', 'MenuContentID', 'Name', 'Price'])
    .orderBy('ORD')
    .execute();
  return rows.flatMap((r) => {
    const data = fromJson<Record<string, unknown>>(r.Data, {});
    const cents = typeof data.FoodPrice === 'number' ? toMinor(data.FoodPrice, 'EUR') : null;
    if (cents === null) return [];
    const own: StoredExtra[] = extras
      .filter((e) => e.MenuContentID === r.ID)
      .map((e) => ({
        ExtraID: e.ID,
        Name: fromJson<Translatable>(e.Name, {}),
        PriceCents: toMinor(Number(e.Price), 'EUR') ?? 0,
      }));
    return [{ id: r.ID, name: fromJson<Translatable>(data.FoodName, {}), cents, extras: own }];
  });
};

/**
 * Hotel Demo takes orders (behaviour.md#ordering): ordering on in euros, restaurant tables, a few rooms and the
 * pool's sunbeds, and orders in each state the staff screens show (open, confirmed, checked,
 * closed), priced from the demo's own dishes and extras. Written through the repositories, as the
 * API writes them; no events (the outbox records changes from now on).
 */
export const seedHotelOrders = async (
  trx: Trx,
  hotel: number,
  menus: { readonly breakfast: number; readonly dinner: number },
): Promise<void> => {
  await saveOrderSettings(trx, hotel, {
    OrderingEnabled: true,
    Currency: 'EUR',
    PaymentRequired: false,
    PaymentType: null,
    Availability: null,
  });
  const point = (Name: Translatable, Kind: 'table' | 'room' | 'sunbed', MenuID: number | null) =>
    insertPoint(trx, hotel, { Name, Kind, MenuID, Active: true, Availability: null });
  const tables = [];
  for (const n of [1, 2, 3, 4, 5, 6])
    tables.push(
      await point(t4(`Mesa ${n}`, `Table ${n}`, `Tisch ${n}`, `Table ${n}`), 'table', menus.dinner),
    );
  const rooms = [];
  for (const n of [101, 102, 201, 202])
    rooms.push(
      await point(
        t4(`Habitación ${n}`, `Room ${n}`, `Zimmer ${n}`, `Chambre ${n}`),
        'room',
        menus.breakfast,
      ),
    );
  const sunbeds = [];
  for (const n of [1, 2, 3, 4])
    sunbeds.push(
      await point(
        t4(
          `Hamaca ${n} (piscina)`,
          `Sunbed ${n} (pool)`,
          `Liege ${n} (Pool)`,
          `Transat ${n} (piscine)`,
        ),
        'sunbed',
        null,
      ),
    );

  const dinner = await dishesOf(trx, menus.dinner);
  const breakfast = await dishesOf(trx, menus.breakfast);
  const order = async (
    pointId: number,
    dishes: typeof dinner,
    lines: readonly Line[],
    status: OrderStatus,
    device: string,
  ) => {
    const { row } = await openOrderOf(trx, { ws: hotel, pointId, currency: 'EUR' });
    const items: NewItem[] = lines.flatMap((l) => {
      const dish = dishes[l.dish % Math.max(1, dishes.length)];
      if (!dish) return [];
      return [
        {
          MenuContentID: dish.id,
          Name: dish.name,
          Quantity: l.quantity,
          UnitPriceCents: dish.cents,
          Extras: dish.extras.slice(0, l.extras ?? 0),
          Note: l.note ?? null,
          DeviceID: device,
        },
      ];
    });
    if (items.length > 0) await insertItems(trx, row.ID, items);
    await saveOrder(trx, row, status === 'open' ? {} : { Status: status });
  };
  const [t1, t2, t3, t4_] = tables;
  const [r101, r102] = rooms;
  const [s2] = sunbeds.slice(1);
  if (!t1 || !t2 || !t3 || !t4_ || !r101 || !r102 || !s2) return;
  await order(
    t1.ID,
    dinner,
    [
      { dish: 0, quantity: 2 },
      { dish: 1, quantity: 1, extras: 1 },
    ],
    'open',
    'demo-phone-1',
  );
  await order(
    t2.ID,
    dinner,
    [
      { dish: 2, quantity: 1, note: 'Sin cebolla' },
      { dish: 3, quantity: 2 },
    ],
    'confirmed',
    'demo-phone-2',
  );
  await order(t3.ID, dinner, [{ dish: 1, quantity: 4, extras: 2 }], 'checked', 'demo-phone-3');
  await order(
    t4_.ID,
    dinner,
    [
      { dish: 0, quantity: 1 },
      { dish: 4, quantity: 1 },
    ],
    'closed',
    'demo-phone-4',
  );
  await order(
    r101.ID,
    breakfast,
    [
      { dish: 0, quantity: 2, extras: 1 },
      { dish: 1, quantity: 2 },
    ],
    'confirmed',
    'demo-phone-5',
  );
  await order(r102.ID, breakfast, [{ dish: 2, quantity: 1 }], 'checked', 'demo-phone-6');
  await order(s2.ID, dinner, [{ dish: 5, quantity: 2 }], 'open', 'demo-phone-7');
};
