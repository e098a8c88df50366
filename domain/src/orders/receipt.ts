/**
 * A payment's receipt (behaviour.md#payments): what one settled payment paid, read from the order
 * and the attempt. Pure and free of zod, so the guest app, the PDF and the mail share it.
 */

/** A line of the order as the receipt needs it: its name already in the guest's language. */
export type ReceiptSourceLine = {
  readonly ID: number;
  readonly Name: string;
  readonly Quantity: number;
  readonly TotalCents: number;
};

export type ReceiptLine = {
  readonly Name: string;
  readonly Quantity: number;
  readonly TotalCents: number;
};

/**
 * How much of the bill the payment covered: the lines it paid (`items`, or `all` lines due), or a
 * share of what was due (`parts:k/N`, `amount`), in which case every line of the order is listed
 * and the receipt says which part this payment was.
 */
export type ReceiptCover =
  | { readonly kind: 'lines' }
  | { readonly kind: 'parts'; readonly count: number; readonly of: number }
  | { readonly kind: 'amount' };

export type ReceiptView = {
  readonly lines: readonly ReceiptLine[];
  readonly cover: ReceiptCover;
  /** The order's total when paid, for a share: what the parts were of. */
  readonly orderTotalCents: number;
  readonly amountCents: number;
  readonly tipCents: number;
  /** What the card was charged: the amount and the tip. */
  readonly chargedCents: number;
  readonly refundedCents: number;
};

/** `parts:2/4` → two of four equal parts; any other share names its kind. */
export const coverOfShare = (share: string): ReceiptCover => {
  const parts = /^parts:(\d+)\/(\d+)$/.exec(share);
  if (parts) return { kind: 'parts', count: Number(parts[1]), of: Number(parts[2]) };
  if (share === 'amount') return { kind: 'amount' };
  return { kind: 'lines' };
};

/**
 * The receipt of one payment. A payment of lines lists the lines it paid; a share or an amount lists
 * the whole order (the guest paid a part of all of it). A payment of lines that holds none (its
 * lines were paid by another phone first, and this money arrived late) lists the order as well.
 */
export const receiptOf = (input: {
  readonly share: string;
  readonly amountCents: number;
  readonly tipCents: number;
  readonly refundedCents: number;
  readonly orderTotalCents: number;
  readonly orderLines: readonly ReceiptSourceLine[];
  readonly paidLineIds: readonly number[];
}): ReceiptView => {
  const paid = new Set(input.paidLineIds);
  const own = input.orderLines.filter((line) => paid.has(line.ID));
  const shared = coverOfShare(input.share);
  const cover: ReceiptCover =
    shared.kind === 'lines' && own.length === 0 ? { kind: 'amount' } : shared;
  const lines = (cover.kind === 'lines' ? own : input.orderLines).map(
    ({ Name, Quantity, TotalCents }) => ({ Name, Quantity, TotalCents }),
  );
  return {
    lines,
    cover,
    orderTotalCents: input.orderTotalCents,
    amountCents: input.amountCents,
    tipCents: input.tipCents,
    chargedCents: input.amountCents + input.tipCents,
    refundedCents: input.refundedCents,
  };
};

/**
 * When the payment was made, on the venue's clock and in the guest's words ("6/12/26, 21:30"):
 * the venue's time zone, since the receipt is of a meal there, whatever the phone's zone.
 */
export const receiptTime = (iso: string, timeZone: string, locale: string): string => {
  const at = new Date(iso);
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  };
  try {
    return new Intl.DateTimeFormat(locale, options).format(at);
  } catch {
    // An unknown locale or zone: the time in UTC, said so, rather than an exception on a receipt.
    return `${new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(at)} UTC`;
  }
};

/** The provider as a guest knows it, on the receipt. */
export const providerLabel = (provider: string): string =>
  provider === 'stripe' ? 'Stripe' : provider === 'redsys' ? 'Redsys' : 'Demo';
