import { translatedValue } from '@carta/domain';
import { lineMinor } from '@carta/domain/money-view';
import { formatMoney, fromMinor, toMinor } from '@carta/domain/orders';
import { providerLabel, receiptOf, receiptTime } from '@carta/domain/orders/receipt';
import { NotFound, StateConflict } from '../../domain-errors.ts';
import { findEnterprise } from '../../repos/enterprises.ts';
import { findAttempt, linesOfAttempts, paidAtOf } from '../../repos/payments.ts';
import type { Queryable } from '../../repos/types.ts';
import { type Caller, readReachableOrder } from '../orders/act.ts';
import { fill, type ReceiptLanguage, receiptLanguageOf, receiptTexts } from './receipt-texts.ts';

/** A payment's receipt as the wire carries it: money as decimal numbers, names in the guest's language. */
export type Receipt = {
  Venue: string;
  OrderID: number;
  AttemptID: number;
  Reference: string;
  Provider: string;
  State: string;
  PaidAt: string;
  /** The venue's zone: the time is told on its clock. */
  TimeZone: string;
  Currency: string;
  Lines: { Name: string; Quantity: number; Total: number }[];
  Cover: { Kind: 'lines' | 'parts' | 'amount'; Count: number | null; Of: number | null };
  OrderTotal: number;
  Amount: number;
  Tip: number;
  Charged: number;
  Refunded: number;
  /** Prices in Carta are the prices guests pay: taxes are included (no rate is kept apart). */
  TaxesIncluded: true;
  Language: ReceiptLanguage;
};

/** Only money received has a receipt: a pending, failed or expired payment is a 409. */
const RECEIPTED = new Set(['paid', 'refunded']);

/**
 * The receipt of one payment of an order, for its caller: a guest only of an order of their own
 * point (another point's or venue's order is not found, whatever its id), and only a payment of
 * that order.
 */
export const readReceipt = async (
  db: Queryable,
  ws: number,
  orderId: number,
  attemptId: number,
  caller: Caller,
  lang: string | undefined,
): Promise<Receipt> => {
  const order = await readReachableOrder(db, ws, orderId, caller);
  const attempt = await findAttempt(db, ws, attemptId);
  if (!attempt || attempt.OrderID !== order.ID) throw new NotFound('payment');
  if (!RECEIPTED.has(attempt.State))
    throw new StateConflict('only a payment received has a receipt', 'not_paid');
  const language = receiptLanguageOf(lang);
  const [venue, paidLines, paidAt] = await Promise.all([
    findEnterprise(db, ws),
    linesOfAttempts(db, [attempt.ID]),
    paidAtOf(db, attempt.ID),
  ]);
  const currency = attempt.Currency;
  const view = receiptOf({
    share: attempt.Share,
    amountCents: attempt.AmountCents,
    tipCents: attempt.TipCents,
    refundedCents: attempt.RefundedCents,
    orderTotalCents: lineTotal(order.Items, currency),
    orderLines: order.Items.map((item) => ({
      ID: item.ID,
      Name: translatedValue(item.Name, language),
      Quantity: item.Quantity,
      TotalCents: lineMinor(item, currency),
    })),
    paidLineIds: paidLines.map((l) => l.OrderItemID),
  });
  const wire = (minor: number) => fromMinor(minor, currency);
  return {
    Venue: venue?.Name ?? '',
    OrderID: order.ID,
    AttemptID: attempt.ID,
    Reference: attempt.Reference,
    Provider: attempt.Provider,
    State: attempt.State,
    PaidAt: paidAt ?? attempt.UpdatedAt,
    TimeZone: venue?.TimeZone ?? 'Europe/Madrid',
    Currency: currency,
    Lines: view.lines.map((l) => ({
      Name: l.Name,
      Quantity: l.Quantity,
      Total: wire(l.TotalCents),
    })),
    Cover: {
      Kind: view.cover.kind,
      Count: view.cover.kind === 'parts' ? view.cover.count : null,
      Of: view.cover.kind === 'parts' ? view.cover.of : null,
    },
    OrderTotal: wire(view.orderTotalCents),
    Amount: wire(view.amountCents),
    Tip: wire(view.tipCents),
    Charged: wire(view.chargedCents),
    Refunded: wire(view.refundedCents),
    TaxesIncluded: true,
    Language: language,
  };
};

const lineTotal = (items: Parameters<typeof lineMinor>[0][], currency: string) =>
  items.reduce((sum, item) => sum + lineMinor(item, currency), 0);

/** One row of the printed receipt: a label and its value (either may be empty). */
export type ReceiptRow = {
  readonly label: string;
  readonly value: string;
  readonly strong?: boolean;
};

/**
 * What the PDF and the mail print, in order: the heading, the lines, the money and the payment's
 * reference, each amount formatted in the guest's language and the venue's currency.
 */
export const receiptRows = (r: Receipt) => {
  const t = receiptTexts(r.Language);
  const money = (wire: number) =>
    formatMoney(toMinor(wire, r.Currency) ?? 0, r.Currency, r.Language);
  const head = {
    title: `${t.receipt} · ${r.Venue}`,
    order: fill(t.order, { id: r.OrderID }),
    date: `${t.paidAt}: ${receiptTime(r.PaidAt, r.TimeZone, r.Language)}`,
  };
  const lines: ReceiptRow[] = r.Lines.map((l) => ({
    label: `${l.Quantity} × ${l.Name}`,
    value: money(l.Total),
  }));
  const cover =
    r.Cover.Kind === 'parts'
      ? fill(t.yourPart, { count: r.Cover.Count ?? 1, of: r.Cover.Of ?? 1 })
      : r.Cover.Kind === 'amount'
        ? t.onAccount
        : null;
  const totals: ReceiptRow[] = [
    ...(r.Cover.Kind === 'lines' ? [] : [{ label: t.orderTotal, value: money(r.OrderTotal) }]),
    { label: t.amount, value: money(r.Amount) },
    ...(r.Tip > 0 ? [{ label: t.tip, value: money(r.Tip) }] : []),
    { label: t.charged, value: money(r.Charged), strong: true },
    ...(r.Refunded > 0 ? [{ label: t.refunded, value: `− ${money(r.Refunded)}` }] : []),
  ];
  const foot: ReceiptRow[] = [
    { label: t.provider, value: providerLabel(r.Provider) },
    { label: t.reference, value: r.Reference },
  ];
  return { head, lines, cover, totals, taxes: t.taxes, foot };
};

/** The receipt as plain text: the mail's body. */
export const receiptText = (r: Receipt): string => {
  const t = receiptTexts(r.Language);
  const rows = receiptRows(r);
  const row = (x: ReceiptRow) => `${x.label}${x.value ? `: ${x.value}` : ''}`;
  return [
    t.greeting,
    '',
    rows.head.title,
    rows.head.order,
    rows.head.date,
    '',
    ...rows.lines.map(row),
    ...(rows.cover ? ['', rows.cover] : []),
    '',
    ...rows.totals.map(row),
    '',
    rows.taxes,
    ...rows.foot.map(row),
    '',
  ].join('\n');
};
