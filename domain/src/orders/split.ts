import { z } from 'zod';
import type { Ledger } from './ledger.ts';
import { sharesOf } from './ledger.ts';

/** At most this many equal shares: a large table, not a crowd. */
export const PARTS_MAX = 50;

/**
 * What a guest pays of an order, as the pay calls take it (wire numbers): some lines, k of N equal
 * shares of what is due, an amount, or (none of them) everything due; and a tip.
 */
export const payBodySchema = z.strictObject({
  Items: z
    .array(z.number().int().positive())
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'each line once')
    .meta({ uniqueItems: true })
    .optional(),
  Parts: z
    .strictObject({
      Of: z.number().int().min(2).max(PARTS_MAX),
      Count: z.number().int().min(1).max(PARTS_MAX).optional(),
    })
    .refine((p) => (p.Count ?? 1) <= p.Of, { message: 'Count: at most Of', path: ['Count'] })
    .optional(),
  Amount: z.number().positive().finite().optional(),
  Tip: z.number().min(0).finite().optional(),
});
export type PayBody = z.infer<typeof payBodySchema>;

export type Split =
  | { readonly kind: 'all' }
  | { readonly kind: 'items'; readonly itemIds: readonly number[] }
  | { readonly kind: 'parts'; readonly of: number; readonly count: number }
  | { readonly kind: 'amount'; readonly amountCents: number };

/** A line of the order as a split sees it. */
export type PayLine = {
  readonly ID: number;
  readonly TotalCents: number;
  /** Paid by a settled attempt or in an open one: nobody else may pay it now. */
  readonly Covered: boolean;
};

export type Plan =
  | {
      readonly ok: true;
      readonly amountCents: number;
      readonly itemIds: readonly number[];
      /** all, items, parts:k/N, amount: what the receipt and staff say was paid. */
      readonly share: string;
    }
  | {
      readonly ok: false;
      readonly status: 400 | 409;
      readonly code: string;
      readonly message: string;
      readonly field?: string;
    };

const refuse = (status: 400 | 409, code: string, message: string, field?: string): Plan => ({
  ok: false,
  status,
  code,
  message,
  ...(field ? { field } : {}),
});

/**
 * The attempt a split asks for. Only what is due and not already being paid by an open attempt
 * (`available`) may be asked: two phones never charge the same money. Lines paid or in an open
 * attempt are 409 `already_paid`; a line of another order, or an amount beyond what is due, 400.
 */
export const planPayment = (ledger: Ledger, lines: readonly PayLine[], split: Split): Plan => {
  const available = Math.max(0, ledger.DueCents - ledger.OpenCents);
  const nothingLeft = () =>
    ledger.DueCents === 0
      ? refuse(409, 'already_paid', 'nothing is due on this order')
      : refuse(409, 'payment_pending', 'what is due is being paid by another payment');
  const free = lines.filter((l) => !l.Covered);
  if (split.kind === 'items') {
    const byId = new Map(lines.map((l) => [l.ID, l]));
    const unknown = split.itemIds.findIndex((id) => !byId.has(id));
    if (unknown >= 0)
      return refuse(400, 'bad_request', 'not a line of this order', `Items.${unknown}`);
    if (split.itemIds.some((id) => byId.get(id)?.Covered))
      return refuse(409, 'already_paid', 'a line is paid or being paid', 'Items');
    const sum = split.itemIds.reduce((s, id) => s + (byId.get(id)?.TotalCents ?? 0), 0);
    // Shares or amounts paid before may leave less due than the lines cost: never charge beyond.
    const amountCents = Math.min(sum, available);
    if (amountCents <= 0) return nothingLeft();
    return { ok: true, amountCents, itemIds: [...split.itemIds], share: 'items' };
  }
  if (available <= 0) return nothingLeft();
  if (split.kind === 'all')
    return { ok: true, amountCents: available, itemIds: free.map((l) => l.ID), share: 'all' };
  if (split.kind === 'parts') {
    const amountCents = Math.min(sharesOf(ledger.DueCents, split.of, split.count), available);
    if (amountCents <= 0) return nothingLeft();
    return { ok: true, amountCents, itemIds: [], share: `parts:${split.count}/${split.of}` };
  }
  if (split.amountCents > available)
    return refuse(400, 'bad_request', 'Amount: more than is due', 'Amount');
  return { ok: true, amountCents: split.amountCents, itemIds: [], share: 'amount' };
};

/** Which split a body asks for; more than one of Items, Parts, Amount is the caller's 400. */
export const splitKeys = (body: PayBody): string[] =>
  (['Items', 'Parts', 'Amount'] as const).filter((k) => body[k] !== undefined);

/**
 * Lines a late payment may still claim: those no other attempt paid or is paying since. The money
 * is kept whatever; only the claim on a line goes, so that no line is paid by two attempts.
 */
export const linesStillFree = (
  claimed: readonly number[],
  coveredByOthers: ReadonlySet<number>,
): number[] => claimed.filter((id) => !coveredByOthers.has(id));
