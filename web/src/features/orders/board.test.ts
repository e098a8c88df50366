// @vitest-environment node

import type { OrderChangeEvent } from '@carta/domain/orders';
import { describe, expect, it } from 'vitest';
import type { Order } from './api.ts';
import {
  allDayCounts,
  applyEvent,
  boardOf,
  forStation,
  mergeOrders,
  type Overlay,
} from './board.ts';

const anOrder = (ID: number, Status: Order['Status'], UpdatedAt: string): Order => ({
  ID,
  PointID: 1,
  Status,
  PaymentStatus: 'none',
  Items: [],
  Total: 0,
  Paid: 0,
  Tips: 0,
  Due: 0,
  Overpaid: 0,
  Payments: [],
  Currency: 'EUR',
  CreatedAt: '2026-11-25T12:00:00.000Z',
  UpdatedAt,
  ServedAt: null,
});

const event = (id: number, Type: OrderChangeEvent['Type'], order: Order): OrderChangeEvent => ({
  ID: id,
  Type,
  OrderID: order.ID,
  PointID: order.PointID,
  Order: order,
  CreatedAt: order.UpdatedAt,
});

const T1 = '2026-11-25T12:01:00.000Z';
const T2 = '2026-11-25T12:02:00.000Z';

describe('mergeOrders', () => {
  it('shows an order once when a list and the stream both hold it', () => {
    const overlay = applyEvent(new Map(), event(7, 'confirm', anOrder(1, 'confirmed', T1)));
    const merged = mergeOrders(
      [[anOrder(1, 'confirmed', T1)], [anOrder(1, 'confirmed', T1)]],
      overlay,
    );
    expect(merged).toHaveLength(1);
  });

  it('keeps the newer copy: a list fetched before an accept does not move the order back', () => {
    const overlay = applyEvent(new Map(), event(8, 'check', anOrder(1, 'checked', T2)));
    expect(mergeOrders([[anOrder(1, 'confirmed', T1)]], overlay)[0]?.Status).toBe('checked');
  });

  it('takes a list newer than the last event it heard of', () => {
    const overlay = applyEvent(new Map(), event(8, 'confirm', anOrder(1, 'confirmed', T1)));
    expect(mergeOrders([[anOrder(1, 'closed', T2)]], overlay)[0]?.Status).toBe('closed');
  });

  it('drops a deleted order even when an older list still holds it', () => {
    const overlay: Overlay = applyEvent(
      new Map(),
      event(9, 'deleteOrder', anOrder(1, 'confirmed', T1)),
    );
    expect(mergeOrders([[anOrder(1, 'confirmed', T1), anOrder(2, 'open', T1)]], overlay)).toEqual([
      anOrder(2, 'open', T1),
    ]);
  });
});

describe('boardOf', () => {
  it('puts confirmed, checked and closed orders in their columns, oldest first, and no others', () => {
    const board = boardOf([
      anOrder(5, 'confirmed', T1),
      anOrder(3, 'confirmed', T1),
      anOrder(4, 'checked', T1),
      anOrder(6, 'closed', T1),
      anOrder(7, 'open', T1),
      anOrder(8, 'finalized', T1),
      anOrder(9, 'cancelled', T1),
    ]);
    expect(board.new.map((o) => o.ID)).toEqual([3, 5]);
    expect(board.accepted.map((o) => o.ID)).toEqual([4]);
    expect(board.served.map((o) => o.ID)).toEqual([6]);
  });
});

const line = (
  ID: number,
  dish: number,
  Quantity: number,
  StationID: number | null,
  DoneAt: string | null = null,
) => ({
  ID,
  MenuContentID: dish,
  Name: { es: `Plato ${dish}` },
  Quantity,
  UnitPrice: 1,
  Extras: [],
  Note: null,
  DeviceID: null,
  Paid: false,
  PaymentReference: null,
  StationID,
  DoneAt,
});

describe('station boards', () => {
  const orders: Order[] = [
    { ...anOrder(1, 'checked', T1), Items: [line(1, 10, 2, 1), line(2, 20, 1, 2)] },
    { ...anOrder(2, 'confirmed', T1), Items: [line(3, 20, 3, 2)] },
  ];
  it("a station's tablet shows only its lines, and only orders that have some", () => {
    expect(forStation(orders, 1).map((o) => [o.ID, o.Items.map((i) => i.ID)])).toEqual([[1, [1]]]);
    expect(forStation(orders, 2).map((o) => [o.ID, o.Items.map((i) => i.ID)])).toEqual([
      [1, [2]],
      [2, [3]],
    ]);
    expect(forStation(orders, null)).toHaveLength(2);
  });
  it('counts what is still to make of each dish, bumped lines apart', () => {
    const bumped: Order = { ...anOrder(3, 'checked', T1), Items: [line(4, 10, 5, 1, T2)] };
    expect(allDayCounts([...orders, bumped]).map((c) => [c.dish, c.quantity])).toEqual([
      [20, 4],
      [10, 2],
    ]);
  });
});
