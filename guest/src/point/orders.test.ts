// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addedHere,
  nameIn,
  openOrderOf,
  sentOrdersOf,
  stepOf,
  withOrder,
  withoutOrder,
} from './orders.ts';
import { unpaid } from './testing.ts';
import type { Order } from './types.ts';

const order = (
  ID: number,
  Status: Order['Status'],
  UpdatedAt = '2026-11-25T10:00:00.000Z',
): Order => ({
  ID,
  PointID: 1,
  Status,
  PaymentStatus: 'none',
  Items: [],
  Total: 0,
  ...unpaid(0),
  Currency: 'EUR',
  CreatedAt: UpdatedAt,
  UpdatedAt,
});

describe('the point’s orders as this phone sees them', () => {
  it('a newer state replaces an older one; an older answer never puts an old state back', () => {
    const confirmed = order(1, 'confirmed', '2026-11-25T10:01:00.000Z');
    let orders = withOrder(new Map(), order(1, 'open'));
    orders = withOrder(orders, confirmed);
    expect(orders.get(1)?.Status).toBe('confirmed');
    // A refetch answered after the live event: kept as the event left it.
    expect(withOrder(orders, order(1, 'open')).get(1)?.Status).toBe('confirmed');
    expect(withoutOrder(orders, 1).size).toBe(0);
  });

  it('the open order is the table’s cart; the others are the orders sent, newest first', () => {
    const orders = [order(1, 'checked'), order(2, 'open'), order(3, 'confirmed')].reduce(
      (held, o) => withOrder(held, o),
      new Map() as ReadonlyMap<number, Order>,
    );
    expect(openOrderOf(orders)?.ID).toBe(2);
    expect(sentOrdersOf(orders).map((o) => o.ID)).toEqual([3, 1]);
    expect(openOrderOf(new Map())).toBeNull();
  });

  it('steps: sent → accepted → served (finalized counts as served); cancelled has none', () => {
    expect(
      ['confirmed', 'checked', 'closed', 'finalized', 'cancelled'].map((s) =>
        stepOf(s as Order['Status']),
      ),
    ).toEqual([0, 1, 2, 2, -1]);
  });

  it('tells this phone’s lines from another phone’s, and names them in the guest’s language', () => {
    const item = { DeviceID: 'me' } as Parameters<typeof addedHere>[0];
    expect(addedHere(item, 'me')).toBe(true);
    expect(addedHere(item, 'you')).toBe(false);
    expect(nameIn({ es: 'Papas', en: 'Potatoes' }, 'en')).toBe('Potatoes');
    expect(nameIn({ es: 'Papas', en: '' }, 'en')).toBe('Papas');
    expect(nameIn({ de: 'Kartoffeln' }, 'fr')).toBe('Kartoffeln');
  });
});
