import { columnsOf } from '@carta/domain/integrations/printing';
import { formatMoney, lineMinor, minorOf, type WireLine } from '@carta/domain/money-view';
import { encoderFor, type TicketInput, timeIn } from './ticket.ts';

/** The paid order as its receipt job stored it (the order as the API showed it). */
export type ReceiptOrder = {
  readonly ID: number;
  readonly Currency?: string;
  readonly Total?: number;
  readonly Paid?: number;
  readonly Tips?: number;
  readonly Items?: readonly (WireLine & { readonly Name: Readonly<Record<string, string>> })[];
};

/** Spanish money on paper: the no-break space Intl puts before € is a plain one on a printer. */
const money = (minor: number, currency: string) =>
  formatMoney(minor, currency, 'es-ES').replace(/\s/g, ' ');

const nameOf = (names: Readonly<Record<string, string>>) =>
  names.es?.trim() || Object.values(names).find((v) => v.trim()) || '';

/** Left text and a right amount on one line of `width` characters (the text cut to fit). */
const row = (left: string, right: string, width: number) => {
  const room = Math.max(1, width - right.length - 1);
  const text = left.length > room ? left.slice(0, room) : left;
  return `${text}${' '.repeat(width - text.length - right.length)}${right}`;
};

/**
 * A paid order's receipt for the guest, printed when staff print the order's ticket at the desk: the
 * venue, the point, the order number and the time, each line with its amount, the total, what was
 * paid and the tips, "Impuestos incluidos" (prices are what guests pay), and a cut.
 */
export const encodeReceiptTicket = (t: {
  readonly venue: string;
  readonly point: string;
  readonly at: Date;
  readonly timeZone: string;
  readonly order: ReceiptOrder;
  readonly copy: boolean;
  readonly printer: TicketInput['printer'];
}): Uint8Array => {
  const currency = t.order.Currency ?? 'EUR';
  const width = columnsOf(t.printer.width);
  const e = encoderFor(t.printer);
  if (t.copy) e.align('center').invert(true).size(2, 2).line(' COPIA ').invert(false).size(1, 1);
  e.align('center')
    .bold(true)
    .line(t.venue)
    .bold(false)
    .line('RECIBO')
    .line(`${t.point} - #${t.order.ID}`)
    .line(timeIn(t.at, t.timeZone))
    .align('left')
    .rule();
  for (const item of t.order.Items ?? [])
    e.line(
      row(
        `${item.Quantity} x ${nameOf(item.Name)}`,
        money(lineMinor(item, currency), currency),
        width,
      ),
    );
  const total = minorOf(t.order.Total ?? 0, currency);
  const tips = minorOf(t.order.Tips ?? 0, currency);
  e.rule()
    .bold(true)
    .line(row('TOTAL', money(total, currency), width))
    .bold(false)
    .line(row('Pagado', money(minorOf(t.order.Paid ?? 0, currency), currency), width));
  if (tips > 0) e.line(row('Propina', money(tips, currency), width));
  return e
    .align('center')
    .line('Impuestos incluidos en los precios')
    .newline()
    .newline()
    .cut()
    .encode();
};
