import type { OrderStatus } from '@carta/domain/orders/status';
import type { Order, OrderItem } from './types.ts';

/**
 * The orders of the point this phone has seen, by ID, and what the screen makes of them: the open
 * order (the table's shared cart; one per point, the server's rule) and the orders already sent.
 */
export type Orders = ReadonlyMap<number, Order>;

/**
 * `orders` with `order` in it; an answer older than the one held (a refetch overtaken by a live
 * event) does not put an old state back.
 */
export const withOrder = (orders: Orders, order: Order): Orders => {
  const held = orders.get(order.ID);
  if (held && held.UpdatedAt > order.UpdatedAt) return orders;
  const next = new Map(orders);
  next.set(order.ID, order);
  return next;
};

export const withoutOrder = (orders: Orders, id: number): Orders => {
  if (!orders.has(id)) return orders;
  const next = new Map(orders);
  next.delete(id);
  return next;
};

/** The table's open order: the newest open one (a confirmed order makes the next add open another). */
export const openOrderOf = (orders: Orders): Order | null =>
  [...orders.values()]
    .filter((o) => o.Status === 'open')
    .reduce<Order | null>((newest, o) => (newest && newest.ID > o.ID ? newest : o), null);

/** Orders sent to the venue, newest first: what the guest follows after confirming. */
export const sentOrdersOf = (orders: Orders): Order[] =>
  [...orders.values()].filter((o) => o.Status !== 'open').sort((a, b) => b.ID - a.ID);

/** The steps a guest sees an order go through; cancelled stands apart. */
export const STATUS_STEPS = [
  'confirmed',
  'checked',
  'closed',
] as const satisfies readonly OrderStatus[];

/** How far along the steps an order is: 0 sent, 1 accepted, 2 served (finalized counts as served). */
export const stepOf = (status: OrderStatus): number => {
  if (status === 'finalized') return 2;
  const index = (STATUS_STEPS as readonly OrderStatus[]).indexOf(status);
  return index < 0 ? -1 : index;
};

/** Whether this phone added the line (the DeviceID it sent). */
export const addedHere = (item: OrderItem, device: string): boolean => item.DeviceID === device;

/** A translatable name in the guest's language, else the first language that has one. */
export const nameIn = (name: Readonly<Record<string, string>>, lang: string): string =>
  name[lang] || name.es || Object.values(name).find((text) => text) || '';
