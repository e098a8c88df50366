import { fromMinor } from '@carta/domain/orders';
import type { NewItem } from './orders.ts';

/**
 * The fields of a line's wire form (OrderItem) that never change once it is ordered, as JSON text
 * without its braces: the dish, its name, quantity and prices in the order's currency, its extras,
 * note and device. What changes (paid, station, done) is written around it at each answer.
 */
export const lineWire = (item: NewItem, currency: string): string =>
  JSON.stringify({
    MenuContentID: item.MenuContentID,
    Name: item.Name,
    Quantity: item.Quantity,
    UnitPrice: fromMinor(item.UnitPriceCents, currency),
    Extras: item.Extras.map((e) => ({
      ExtraID: e.ExtraID,
      Name: e.Name,
      Price: fromMinor(e.PriceCents, currency),
      Group: e.Group ?? null,
    })),
    Note: item.Note,
    DeviceID: item.DeviceID,
  }).slice(1, -1);

/** A line's whole wire form: its stored fields spliced between its id and what changes. */
export const lineJson = (
  line: {
    readonly ID: number;
    readonly Wire: string;
    readonly StationID: number | null;
    readonly DoneAt: string | null;
  },
  paid: { readonly Paid: boolean; readonly PaymentReference: string | null },
): string =>
  `{"ID":${line.ID},${line.Wire},"Paid":${paid.Paid},"PaymentReference":${JSON.stringify(paid.PaymentReference)},"StationID":${line.StationID ?? null},"DoneAt":${JSON.stringify(line.DoneAt ?? null)}}`;
