import { describe, expect, it } from 'vitest';
import {
  guestLinesFrozenByPayment,
  isOrderStatus,
  isPaymentStatus,
  LIVE_STATUSES,
  needsPaymentBeforeConfirm,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
  TABLE_FOLLOWED_STATUSES,
  transition,
} from './status.ts';

/** The table of docs/decisions.md, written out: action → actor → states it may start from. */
const expected: Record<OrderAction, { guest: OrderStatus[]; staff: OrderStatus[] }> = {
  addItems: { guest: ['open'], staff: [] },
  deleteItem: { guest: ['open'], staff: ['open', 'confirmed', 'checked', 'closed'] },
  deleteOrder: { guest: ['open'], staff: [...ORDER_STATUSES] },
  confirm: { guest: ['open'], staff: ['open'] },
  check: { guest: [], staff: ['confirmed'] },
  close: { guest: [], staff: ['checked'] },
  finalize: { guest: [], staff: ['closed'] },
  cancel: { guest: ['open'], staff: ['open', 'confirmed'] },
};

describe('order transitions', () => {
  it('the status values are those of the API, in lifecycle order', () => {
    expect(ORDER_STATUSES).toEqual([
      'open',
      'confirmed',
      'checked',
      'closed',
      'finalized',
      'cancelled',
    ]);
  });

  for (const action of ORDER_ACTIONS)
    for (const actor of ['guest', 'staff'] as const)
      for (const status of ORDER_STATUSES) {
        const allowed = expected[action][actor].includes(status);
        it(`${actor} ${action} from ${status}: ${allowed ? 'allowed' : 'refused'}`, () => {
          expect(transition(status, action, actor).ok).toBe(allowed);
        });
      }

  it('walks the lifecycle open → confirmed → checked → closed → finalized', () => {
    expect(transition('open', 'confirm', 'guest')).toEqual({ ok: true, to: 'confirmed' });
    expect(transition('confirmed', 'check', 'staff')).toEqual({ ok: true, to: 'checked' });
    expect(transition('checked', 'close', 'staff')).toEqual({ ok: true, to: 'closed' });
    expect(transition('closed', 'finalize', 'staff')).toEqual({ ok: true, to: 'finalized' });
  });

  it('cancels from open and confirmed only', () => {
    expect(transition('confirmed', 'cancel', 'staff')).toEqual({ ok: true, to: 'cancelled' });
    expect(transition('checked', 'cancel', 'staff')).toEqual({ ok: false, reason: 'state' });
  });

  it('tells a forbidden actor from a forbidden state', () => {
    expect(transition('confirmed', 'check', 'guest')).toEqual({ ok: false, reason: 'actor' });
    expect(transition('open', 'check', 'staff')).toEqual({ ok: false, reason: 'state' });
  });

  it('item changes keep the state', () => {
    expect(transition('open', 'addItems', 'guest')).toEqual({ ok: true, to: null });
    expect(transition('closed', 'deleteItem', 'staff')).toEqual({ ok: true, to: null });
  });

  it('a point is busy while an order is open, confirmed or checked', () => {
    expect(LIVE_STATUSES).toEqual(['open', 'confirmed', 'checked']);
  });

  it("a phone at the point follows the table's live and served orders, not settled ones", () => {
    expect(TABLE_FOLLOWED_STATUSES).toEqual(['open', 'confirmed', 'checked', 'closed']);
  });

  it('recognises status values', () => {
    expect(isOrderStatus('checked')).toBe(true);
    expect(isOrderStatus('served')).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
  });
});

describe('payment status', () => {
  it('has the values of the API', () => {
    for (const s of ['none', 'pending', 'paid', 'failed', 'refunded'])
      expect(isPaymentStatus(s)).toBe(true);
    expect(isPaymentStatus('ok')).toBe(false);
  });

  it("freezes the guest's lines once money came or a payment is open", () => {
    expect(guestLinesFrozenByPayment('pending')).toBe(true);
    expect(guestLinesFrozenByPayment('partial')).toBe(true);
    expect(guestLinesFrozenByPayment('paid')).toBe(true);
    for (const free of ['none', 'refunded'] as const)
      expect(guestLinesFrozenByPayment(free)).toBe(false);
  });

  it('asks for payment before confirming only when required and not paid', () => {
    expect(needsPaymentBeforeConfirm(true, 'none')).toBe(true);
    expect(needsPaymentBeforeConfirm(true, 'pending')).toBe(true);
    expect(needsPaymentBeforeConfirm(true, 'partial')).toBe(true);
    expect(needsPaymentBeforeConfirm(true, 'paid')).toBe(false);
    expect(needsPaymentBeforeConfirm(false, 'none')).toBe(false);
  });
});
