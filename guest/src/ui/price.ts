import { formatMoney, minorOf } from '@carta/domain/money-view';

/**
 * The venue's currency. Carta's data has no per-venue currency yet (every venue prices in euros,
 * behaviour.md#data "FoodPrice: a price in the venue's currency"); the day a venue carries one, it comes from here.
 */
export const VENUE_CURRENCY = 'EUR';

/**
 * A wire price as the guest's language writes it (`12,50 €`, `€12.50`), through the currency's
 * minor units; null/NaN → null.
 */
export const formatPrice = (
  price: number | null | undefined,
  lang: string,
  currency: string = VENUE_CURRENCY,
): string | null => {
  if (typeof price !== 'number' || !Number.isFinite(price)) return null;
  return formatMoney(minorOf(price, currency), currency, lang);
};
