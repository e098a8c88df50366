import { z } from 'zod';
import { availabilityOutSchema, availabilitySchema, isAvailableAt } from '../availability.ts';
import { translatableSchema } from '../translatable.ts';
import { CURRENCY_CODES, type Currency, DEFAULT_CURRENCY } from './money.ts';
import { PROVIDER_CURRENCIES } from './providers.ts';
import { DEFAULT_DAY_CHANGE_MINUTES } from './service-day.ts';

/**
 * Card providers a venue may take payments with (docs/decisions.md: stripe, redsys), and `demo`: a Carta-hosted
 * fake card page, so that a venue without keys can click through the whole paid flow (behaviour.md#payments).
 */
export const PAYMENT_TYPES = ['demo', 'stripe', 'redsys'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * A card provider (or demo) among a wider set of names: an attempt's provider may also be the
 * room's folio (room-charge.ts), which no card provider serves; a stored name may predate the list.
 */
export const isPaymentType = (name: string | null): name is PaymentType =>
  (PAYMENT_TYPES as readonly (string | null)[]).includes(name);

/** A wall-clock time `HH:MM` (00:00–23:59). */
export const WALL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An instant as the wire carries it: ISO 8601 with its offset. */
export const instantSchema = z.iso.datetime({ offset: true });
/** The longest pause message, per language: a sentence on a banner. */
export const PAUSE_MESSAGE_MAX = 300;

const settingsFields = {
  OrderingEnabled: z.boolean(),
  Currency: z.enum(CURRENCY_CODES as [Currency, ...Currency[]]),
  PaymentRequired: z.boolean(),
  PaymentType: z.enum(PAYMENT_TYPES).nullable(),
  /** The venue's ordering hours; null: whenever its menus are shown. */
  Availability: availabilitySchema.nullable(),
  /** Ordering paused ("kitchen overloaded") until this instant; null: not paused. */
  PausedUntil: instantSchema.nullable(),
  /** What guests read while ordering is paused; null: the app's own words. */
  PauseMessage: translatableSchema(PAUSE_MESSAGE_MAX).nullable(),
  /** When the venue's service day changes, venue time (sold-out "until the end of the day"). */
  DayChange: z.string().regex(WALL_TIME_PATTERN, 'a time HH:MM'),
};

/**
 * A venue's ordering settings as dish-orders-config takes them. The pause and the day change were
 * added later: a client that does not send them keeps what is stored.
 */
export const orderSettingsSchema = z.strictObject({
  ...settingsFields,
  PausedUntil: settingsFields.PausedUntil.optional(),
  PauseMessage: settingsFields.PauseMessage.optional(),
  DayChange: settingsFields.DayChange.optional(),
});
export type OrderSettingsInput = z.infer<typeof orderSettingsSchema>;

/** The settings as answered: every field, day lists as arrays (see availabilityOutSchema). */
export const orderSettingsOutSchema = z.object({
  ...settingsFields,
  Availability: availabilityOutSchema.nullable(),
  PausedUntil: z.string().nullable(),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema> & {
  PausedUntil: string | null;
  PauseMessage: Record<string, string> | null;
  DayChange: string;
};

const defaultDayChange = `${String(DEFAULT_DAY_CHANGE_MINUTES / 60).padStart(2, '0')}:00`;

/** A venue that never saved its settings: ordering off until staff turn it on. */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  OrderingEnabled: false,
  Currency: DEFAULT_CURRENCY,
  PaymentRequired: false,
  PaymentType: null,
  Availability: null,
  PausedUntil: null,
  PauseMessage: null,
  DayChange: defaultDayChange,
};

/**
 * A payment requirement needs a provider to pay with (otherwise no order could be confirmed), and
 * the provider must take the venue's currency.
 */
export const settingsIssues = (s: OrderSettingsInput): string[] => [
  ...(s.PaymentRequired && s.PaymentType === null ? ['PaymentType'] : []),
  ...(s.PaymentType !== null && !PROVIDER_CURRENCIES[s.PaymentType].includes(s.Currency)
    ? ['Currency']
    : []),
];

/** The message of a KO answer out of ordering hours. */
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

/** The message of a KO answer while paused, when the venue wrote none. */
export const PAUSED_MESSAGE = 'Cocina saturada: no aceptamos pedidos en este momento.';

/** Minutes after midnight of a `HH:MM` day change; the default for anything else. */
export const dayChangeMinutes = (wall: string | null | undefined): number => {
  if (!wall || !WALL_TIME_PATTERN.test(wall)) return DEFAULT_DAY_CHANGE_MINUTES;
  const [h, m] = wall.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Whether ordering is paused at `at`: a pause ends by itself at its time. */
export const isPausedAt = (s: Pick<OrderSettings, 'PausedUntil'>, at: Date): boolean =>
  s.PausedUntil !== null && Date.parse(s.PausedUntil) > at.getTime();

/** Why a guest cannot order now, if they cannot: off, paused, or out of the venue's hours. */
export type OrderingClosed = 'off' | 'paused' | 'hours';

export const orderingClosedAt = (
  s: Pick<OrderSettings, 'OrderingEnabled' | 'PausedUntil' | 'Availability'>,
  at: Date,
  timeZone: string,
): OrderingClosed | null => {
  if (!s.OrderingEnabled) return 'off';
  if (isPausedAt(s, at)) return 'paused';
  if (!isAvailableAt(s.Availability, at, timeZone)) return 'hours';
  return null;
};

/** The pause message in `lang`, else the first language that has one, else the app's words. */
export const pauseMessageIn = (
  s: Pick<OrderSettings, 'PauseMessage'>,
  lang: string,
): string | null => {
  const texts = s.PauseMessage ?? {};
  const own = texts[lang]?.trim();
  if (own) return own;
  return (
    Object.values(texts)
      .find((t) => t.trim() !== '')
      ?.trim() ?? null
  );
};
