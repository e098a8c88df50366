import { describe, expect, it } from 'vitest';
import { coverOfShare, receiptOf, receiptTime } from './receipt.ts';

const lines = [
  { ID: 1, Name: 'Papas arrugadas', Quantity: 2, TotalCents: 1100 },
  { ID: 2, Name: 'Vieja sancochada', Quantity: 1, TotalCents: 1850 },
  { ID: 3, Name: 'Barraquito', Quantity: 1, TotalCents: 250 },
];
const base = {
  amountCents: 1100,
  tipCents: 110,
  refundedCents: 0,
  orderTotalCents: 3200,
  orderLines: lines,
};

describe('receiptOf', () => {
  it('a payment of lines lists only the lines it paid, and charges amount plus tip', () => {
    const r = receiptOf({ ...base, share: 'items', paidLineIds: [1] });
    expect(r.lines).toEqual([{ Name: 'Papas arrugadas', Quantity: 2, TotalCents: 1100 }]);
    expect(r.cover).toEqual({ kind: 'lines' });
    expect(r.chargedCents).toBe(1210);
    expect(r.tipCents).toBe(110);
  });

  it('a share lists the whole order and says which part it was', () => {
    const r = receiptOf({ ...base, share: 'parts:1/3', amountCents: 1067, paidLineIds: [] });
    expect(r.lines.map((l) => l.Name)).toEqual(lines.map((l) => l.Name));
    expect(r.cover).toEqual({ kind: 'parts', count: 1, of: 3 });
    expect(r.orderTotalCents).toBe(3200);
  });

  it('a payment of lines that kept none (paid late, after another phone) reads as an amount', () => {
    const r = receiptOf({ ...base, share: 'all', paidLineIds: [] });
    expect(r.cover).toEqual({ kind: 'amount' });
    expect(r.lines).toHaveLength(3);
  });

  it('names each share kind', () => {
    expect(coverOfShare('parts:2/4')).toEqual({ kind: 'parts', count: 2, of: 4 });
    expect(coverOfShare('amount')).toEqual({ kind: 'amount' });
    expect(coverOfShare('all')).toEqual({ kind: 'lines' });
  });
});

describe('receiptTime', () => {
  it("tells the time on the venue's clock, not the phone's", () => {
    // 22:30 UTC is 23:30 in Madrid and 07:30 the next day in Tokyo.
    expect(receiptTime('2026-12-06T22:30:00Z', 'Europe/Madrid', 'es')).toContain('23:30');
    expect(receiptTime('2026-12-06T22:30:00Z', 'Asia/Tokyo', 'en')).toContain('7:30');
    expect(receiptTime('2026-12-06T22:30:00Z', 'Asia/Tokyo', 'en')).toContain('Dec 7');
  });

  it('an unknown zone still answers a time', () => {
    expect(receiptTime('2026-12-06T22:30:00Z', 'Nowhere/City', 'es')).toMatch(/10:30.*UTC/);
  });
});
