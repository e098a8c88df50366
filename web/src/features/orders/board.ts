import type { OrderChangeEvent } from '@carta/domain/orders';
import { type KitchenColumn, kitchenColumnOf, linesForStations } from '@carta/domain/orders';
import type { Order } from './api.ts';

/**
 * What the live stream said about each order since the screen opened: the order after its latest
 * event, or `null` once deleted. Lists fetched from the server are merged with it, so neither a
 * list that is a little old nor an event replayed after a reconnect moves an order backwards.
 */
export type Overlay = ReadonlyMap<number, { readonly order: Order; readonly deleted: boolean }>;

/** The overlay after one event (events arrive once each, in id order). */
export const applyEvent = (overlay: Overlay, event: OrderChangeEvent): Overlay => {
  const next = new Map(overlay);
  next.set(event.OrderID, { order: event.Order, deleted: event.Type === 'deleteOrder' });
  return next;
};

/** The newer of two copies of one order; on a tie the stream's, which is never older. */
const newer = (listed: Order, streamed: Order): Order =>
  listed.UpdatedAt > streamed.UpdatedAt ? listed : streamed;

/**
 * Every order once, by ID: the lists' copies, replaced by the stream's when it is not older, and
 * without the deleted ones. Newest first.
 */
export const mergeOrders = (lists: readonly (readonly Order[])[], overlay: Overlay): Order[] => {
  const byId = new Map<number, Order>();
  for (const list of lists)
    for (const order of list) {
      const seen = byId.get(order.ID);
      byId.set(order.ID, seen ? newer(seen, order) : order);
    }
  for (const [id, { order, deleted }] of overlay) {
    const listed = byId.get(id);
    if (deleted) byId.delete(id);
    else byId.set(id, listed ? newer(listed, order) : order);
  }
  return [...byId.values()].sort((a, b) => b.ID - a.ID);
};

export type Board = Readonly<Record<KitchenColumn, Order[]>>;

/** Orders by kitchen column; the oldest first in each, as a kitchen works through them. */
export const boardOf = (orders: readonly Order[]): Board => {
  const board: Record<KitchenColumn, Order[]> = { new: [], accepted: [], served: [] };
  for (const order of orders) {
    const column = kitchenColumnOf(order.Status);
    if (column) board[column].push(order);
  }
  for (const column of Object.values(board)) column.sort((a, b) => a.ID - b.ID);
  return board;
};

/** How many served orders stay on the board: the latest, for a glance at what just went out. */
export const SERVED_SHOWN = 8;

/**
 * The board of a station's tablet: each order with only the station's lines, and only orders that
 * have some (behaviour.md#kitchen). `null`: the whole kitchen, every line.
 */
export const forStation = (orders: readonly Order[], station: number | null): Order[] =>
  station === null
    ? [...orders]
    : orders.flatMap((order) => {
        const Items = linesForStations(order.Items, [station]);
        return Items.length === 0 ? [] : [{ ...order, Items }];
      });

export type AllDayCount = {
  readonly dish: number;
  readonly name: Order['Items'][number]['Name'];
  readonly quantity: number;
};

/** How many of each dish the kitchen still has to make (lines not bumped), most first. */
export const allDayCounts = (orders: readonly Order[]): AllDayCount[] => {
  const counts = new Map<number, AllDayCount>();
  for (const order of orders)
    for (const item of order.Items) {
      if (item.DoneAt) continue;
      const seen = counts.get(item.MenuContentID);
      counts.set(item.MenuContentID, {
        dish: item.MenuContentID,
        name: item.Name,
        quantity: (seen?.quantity ?? 0) + item.Quantity,
      });
    }
  return [...counts.values()].sort((a, b) => b.quantity - a.quantity || a.dish - b.dish);
};
