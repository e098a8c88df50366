import { columnsOf, type PrinterWidth } from '@carta/domain/integrations/printing';
import { choicesByGroup } from '@carta/domain/orders/extra-groups';
import type ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { onFirstUse } from '../../on-first-use.ts';

/** The ESC/POS encoder (and its image libraries) loaded with the first ticket a process prints. */
const encoder = onFirstUse<typeof ReceiptPrinterEncoder>('@point-of-sale/receipt-printer-encoder');

/** The code pages a printer may be set to: the Western European ones kitchens use. */
export const PRINTER_CODE_PAGES = ['cp858', 'cp850', 'cp437', 'windows1252'] as const;
export type PrinterCodePage = (typeof PRINTER_CODE_PAGES)[number];

type Names = Readonly<Record<string, string>>;

/** An order line as stored in the job (the order as the API showed it). */
type TicketItem = {
  readonly Name: Names;
  readonly Quantity: number;
  readonly Extras?: readonly {
    readonly Name: Names;
    /** behaviour.md#extra-groups: printed under its group's name; absent on lines from before. */
    readonly Group?: { readonly ID: number; readonly Name: Names; readonly ORD: number } | null;
  }[];
  readonly Note?: string | null;
  readonly StationID?: number | null;
};

export type TicketOrder = { readonly ID: number; readonly Items?: readonly TicketItem[] };

export type TicketInput = {
  readonly venue: string;
  readonly point: string;
  /** When the event happened: printed in the venue's zone. */
  readonly at: Date;
  readonly timeZone: string;
  readonly order: TicketOrder;
  /** 'order.confirmed' (new order) or 'order.accepted' (accepted by the kitchen). */
  readonly kind: string;
  /** A reprint staff asked for: the ticket says COPIA. */
  readonly copy: boolean;
  readonly printer: { readonly width: PrinterWidth; readonly codePage: PrinterCodePage };
};

/** The kitchen reads the venue's first language; any text the name has otherwise. */
const nameOf = (names: Names, language = 'es'): string =>
  names[language]?.trim() ||
  Object.values(names)
    .find((v) => v.trim())
    ?.trim() ||
  '';

/**
 * `dd/MM HH:mm` on the venue's clock, assembled from its parts: ICU's Spanish pattern for a date
 * with a time drops the day's leading zero on some days ("7/12, 02:08"), and a ticket's columns
 * should not move with the date.
 */
export const timeIn = (at: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((p) => p.type === type)?.value ?? '').padStart(2, '0');
  return `${part('day')}/${part('month')} ${part('hour')}:${part('minute')}`;
};

const KIND_TITLES: Readonly<Record<string, string>> = {
  'order.confirmed': 'PEDIDO NUEVO',
  'order.accepted': 'PEDIDO ACEPTADO',
};

export const encoderFor = (printer: TicketInput['printer']) =>
  new (encoder())({
    language: 'esc-pos',
    columns: columnsOf(printer.width),
    // Epson's code page numbers: ESC t 19 is CP858 on Epson, Bixolon and most clones.
    codepageMapping: 'epson',
  })
    .initialize()
    .codepage(printer.codePage);

/**
 * A kitchen ticket in ESC/POS: the venue, the point and the order number, the time in the venue's
 * zone, then each line with its quantity, its choices and its note in large type, and a cut.
 * Accents and ñ are written in the printer's code page, which the ticket selects first.
 */
export const encodeKitchenTicket = (t: TicketInput): Uint8Array => {
  const e = encoderFor(t.printer);
  if (t.copy) e.align('center').invert(true).size(2, 2).line(' COPIA ').invert(false).size(1, 1);
  e.align('center')
    .bold(true)
    .line(t.venue)
    .bold(false)
    .line(KIND_TITLES[t.kind] ?? '')
    .size(2, 2)
    .line(t.point)
    .line(`#${t.order.ID}`)
    .size(1, 1)
    .line(timeIn(t.at, t.timeZone))
    .align('left')
    .rule();
  for (const item of t.order.Items ?? []) {
    e.size(2, 2)
      .bold(true)
      .line(`${item.Quantity} x ${nameOf(item.Name)}`)
      .bold(false);
    for (const { group, choices } of choicesByGroup<
      Names,
      NonNullable<TicketItem['Extras']>[number]
    >(item.Extras ?? [])) {
      if (group)
        e.line(`  ${nameOf(group.Name)}: ${choices.map((c) => nameOf(c.Name)).join(', ')}`);
      else for (const extra of choices) e.line(`  + ${nameOf(extra.Name)}`);
    }
    if (item.Note?.trim()) e.line(`  > ${item.Note.trim()}`);
    e.size(1, 1);
  }
  return e.rule().newline().newline().cut().encode();
};

/** A service request as stored in its job (the request as the staff stream shows it). */
export type TicketRequest = {
  readonly Kind?: string;
  readonly Pay?: string | null;
  readonly Note?: string | null;
};

const REQUEST_TITLES: Readonly<Record<string, string>> = {
  waiter: 'LLAMAN AL CAMARERO',
  bill: 'PIDEN LA CUENTA',
};
const PAY_WORDS: Readonly<Record<string, string>> = {
  card: 'Pagará con tarjeta',
  cash: 'Pagará en efectivo',
};

/**
 * A guest's call as a short ticket: the point in large type, what they ask for (a waiter, the bill
 * and how they will pay), their note, and the time on the venue's clock; then a cut.
 */
export const encodeServiceTicket = (t: {
  readonly venue: string;
  readonly point: string;
  readonly at: Date;
  readonly timeZone: string;
  readonly request: TicketRequest;
  readonly copy: boolean;
  readonly printer: TicketInput['printer'];
}): Uint8Array => {
  const e = encoderFor(t.printer);
  if (t.copy) e.align('center').invert(true).size(2, 2).line(' COPIA ').invert(false).size(1, 1);
  e.align('center')
    .bold(true)
    .line(t.venue)
    .bold(false)
    .line(REQUEST_TITLES[t.request.Kind ?? ''] ?? 'SERVICIO')
    .size(2, 2)
    .line(t.point)
    .size(1, 1)
    .line(timeIn(t.at, t.timeZone))
    .align('left');
  const pay = PAY_WORDS[t.request.Pay ?? ''];
  const note = t.request.Note?.trim();
  if (pay || note) e.rule();
  if (pay) e.size(2, 2).line(pay).size(1, 1);
  if (note) e.size(2, 2).line(`> ${note}`).size(1, 1);
  return e.rule().newline().newline().cut().encode();
};

/** A test page: the printer's name and the letters a Spanish kitchen needs, then a cut. */
export const encodeTestPage = (
  name: string,
  printer: TicketInput['printer'],
  at: Date,
  timeZone: string,
): Uint8Array =>
  encoderFor(printer)
    .align('center')
    .bold(true)
    .line('Carta')
    .bold(false)
    .line('Página de prueba')
    .line(name)
    .line(timeIn(at, timeZone))
    .align('left')
    .rule()
    .line('áéíóú ÁÉÍÓÚ ñÑ üÜ ¿? ¡! €')
    .size(2, 2)
    .line('Texto grande')
    .size(1, 1)
    .rule()
    .newline()
    .newline()
    .cut()
    .encode();
