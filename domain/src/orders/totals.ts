/** Prices of an order, all in integer cents (money.ts), computed by the server from stored prices. */
export type PricedItem = {
  readonly Quantity: number;
  readonly UnitPriceCents: number;
  readonly ExtrasCents: readonly number[];
};

/** One unit of the dish with its extras: each extra is added once per unit ordered. */
export const unitTotalCents = (item: PricedItem): number =>
  item.UnitPriceCents + item.ExtrasCents.reduce((sum, cents) => sum + cents, 0);

export const itemTotalCents = (item: PricedItem): number => unitTotalCents(item) * item.Quantity;

export const orderTotalCents = (items: readonly PricedItem[]): number =>
  items.reduce((sum, item) => sum + itemTotalCents(item), 0);
