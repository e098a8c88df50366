import { toJson } from '../../db/dialect.ts';

/**
 * A value serialized already: an order placed is stored as its event and sent to the guest as the
 * same text, serialized once (bench:orders: an open order carries up to a hundred lines, and
 * serializing them was a tenth of an order's time).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** What a JSON column stores for `value`. */
export const jsonOf = (value: unknown): string =>
  value instanceof JsonText ? value.text : toJson(value);
