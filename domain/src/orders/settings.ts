import { z } from 'zod';
import { availabilitySchema } from '../availability.ts';
import { CURRENCY_PATTERN, DEFAULT_CURRENCY } from './money.ts';

/**
 * Card providers a venue may take payments with (DESIGN: stripe, redsys), and `demo`: a Carta-hosted
 * fake card page, so that a venue without keys can click through the whole paid flow (issue 16).
 */
export const PAYMENT_TYPES = ['demo', 'stripe', 'redsys'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A venue's ordering settings (issue 13 §2), as dish-orders-config answers and takes them. */
export const orderSettingsSchema = z.strictObject({
  OrderingEnabled: z.boolean(),
  Currency: z.string().regex(CURRENCY_PATTERN, 'an ISO 4217 code such as EUR'),
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

/** A payment requirement needs a provider to pay with; otherwise no order could be confirmed. */
export const settingsIssues = (s: OrderSettings): string[] =>
  s.PaymentRequired && s.PaymentType === null ? ['PaymentType'] : [];

/** §8: the message of a KO answer out of ordering hours. */
export const OUT_OF_HOURS_MESSAGE = 'Fuera de horario.';
