import { linesMinor, minorOf, wireOf } from '@carta/domain/money-view';

export { parseAmount } from '@carta/domain/money-view';

import { sharesOf } from '@carta/domain/orders/ledger';
import type { Order, PaySplit } from '../types.ts';

export { sharesOf };

/** How the guest pays: everything due, the lines this phone added, k of N shares, an amount. */
export type Choice =
  | { readonly kind: 'all' }
  | { readonly kind: 'mine' }
  | { readonly kind: 'parts'; readonly of: number; readonly count: number }
  | { readonly kind: 'amount'; readonly minor: number | null };

/** No tip, a percentage of what is paid, or an amount typed by the guest (minor units). */
export type Tip =
  | { readonly kind: 'none' }
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'custom'; readonly minor: number | null };

/** At most this many shares (the server's limit). */
export const PARTS_MAX = 50;

/** What is still due of the order, in minor units. */
export const dueMinorOf = (order: Order): number => minorOf(order.Due, order.Currency);

/** The lines this phone added that nobody has paid yet: "my items". */
export const myLinesOf = (order: Order, device: string) =>
  order.Items.filter((item) => item.DeviceID === device && !item.Paid);

/** What the choice pays of the order, in minor units, before the tip; null: not payable as it is. */
export const baseOf = (order: Order, device: string, choice: Choice): number | null => {
  const due = dueMinorOf(order);
  if (choice.kind === 'all') return due > 0 ? due : null;
  if (choice.kind === 'mine') {
    const mine = linesMinor(myLinesOf(order, device), order.Currency);
    return mine > 0 ? Math.min(mine, due) : null;
  }
  if (choice.kind === 'parts') {
    if (choice.of < 2 || choice.count < 1 || choice.count > choice.of) return null;
    const share = sharesOf(due, choice.of, choice.count);
    return share > 0 ? share : null;
  }
  return choice.minor !== null && choice.minor > 0 && choice.minor <= due ? choice.minor : null;
};

/** The tip in minor units: a percentage of the base, rounded to the nearest unit. */
export const tipOf = (base: number, tip: Tip): number => {
  if (tip.kind === 'percent') return Math.round((base * tip.percent) / 100);
  if (tip.kind === 'custom') return tip.minor !== null && tip.minor > 0 ? tip.minor : 0;
  return 0;
};

/** The body of prepare-pay for the choice and tip (wire decimals of the order's currency). */
export const splitBodyOf = (
  order: Order,
  device: string,
  choice: Choice,
  tipMinor: number,
): PaySplit => {
  const tip = tipMinor > 0 ? { Tip: wireOf(tipMinor, order.Currency) } : {};
  if (choice.kind === 'mine') return { Items: myLinesOf(order, device).map((i) => i.ID), ...tip };
  if (choice.kind === 'parts') return { Parts: { Of: choice.of, Count: choice.count }, ...tip };
  if (choice.kind === 'amount' && choice.minor !== null)
    return { Amount: wireOf(choice.minor, order.Currency), ...tip };
  return tip;
};
