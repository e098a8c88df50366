import { z } from 'zod';
import { availabilitySchema } from '../availability.ts';
import { CURRENCY_CODES, type Currency, DEFAULT_CURRENCY } from './money.ts';
import { PROVIDER_CURRENCIES } from './provider-money.ts';

/**
 * Card providers a venue may take payments with (DESIGN: stripe, redsys), and `demo`: a Carta-hosted
 * fake card page, so that a venue without keys can click through the whole paid flow (issue 16).
 */
export const PAYMENT_TYPES = ['demo', 'stripe', 'redsys'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A venue's ordering settings (issue 13 §2), as dish-orders-config answers and takes them. */
export const orderSettingsSchema = z.strictObject({
  OrderingEnabled: z.boolean(),
  Currency: z.enum(CURRENCY_CODES as [Currency, ...Currency[]]),
  PaymentRequired: z.boolean(),
  PaymentType: z.enum(PAYMENT_TYPES).nullable(),
  /** The venue's ordering hours (§3); null: whenever its menus are shown. */
  Availability: availabilitySchema.nullable(),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

/** A venue that never saved its settings: ordering off until staff turn it on. */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  OrderingEnabled: false,
  Currency: DEFAULT_CURRENCY,
  PaymentRequired: false,
  PaymentType: null,
  Availability: null,
};

/**
 * A payment requirement needs a provider to pay with (otherwise no order could be confirmed), and
 * the provider must take the venue's currency.
 */
export const settingsIssues = (s: OrderSettings): string[] => [
  ...(s.PaymentRequired && s.PaymentType === null ? ['PaymentType'] : []),
  ...(s.PaymentType !== null && !PROVIDER_CURRENCIES[s.PaymentType].includes(s.Currency)
    ? ['Currency']
    : []),
];

/** §8: the message of a KO answer out of ordering hours. */
export const OUT_OF_HOURS_MESSAGE = 'Fuera de horario.';

/** Tip percentages a venue offers (besides a custom amount): whole percents, a few at most. */
export const tipPresetsSchema = z.array(z.number().int().min(1).max(100)).min(1).max(5);
export const DEFAULT_TIP_PRESETS: readonly number[] = [5, 10, 15];

/** How a venue takes money beyond the bill: tips offered, and whether overpayments go back alone. */
export type PaymentPolicy = {
  readonly TipsEnabled: boolean;
  readonly TipPresets: readonly number[];
  /** Money received beyond an order's total is refunded without staff (off: staff decide). */
  readonly AutoRefundOverpaid: boolean;
};
export const DEFAULT_PAYMENT_POLICY: PaymentPolicy = {
  TipsEnabled: false,
  TipPresets: DEFAULT_TIP_PRESETS,
  AutoRefundOverpaid: false,
};
