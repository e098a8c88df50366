import {
  CURRENCY_CODES,
  type Currency,
  DEMO_PAYMENTS_OFF,
  PAYMENT_TYPES,
  providerTakes,
  tipPresetsSchema,
} from '@carta/domain/orders';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { InvalidInput } from '../../domain-errors.ts';
import {
  findOrderSettings,
  findPaymentPolicy,
  saveOrderSettings,
  savePaymentPolicy,
} from '../../repos/dish-orders/settings.ts';
import { type Credentials, type PaymentSecrets, saveCredentials } from '../../repos/payments.ts';
import type { Queryable } from '../../repos/types.ts';
import { demoOffFor } from './core.ts';
import { credentialsOf } from './payments.ts';
import { PROVIDERS } from './providers/index.ts';
import {
  redsysSettingsBody,
  redsysSettingsOf,
  redsysSettingsOut,
} from './providers/redsys/settings.ts';
import {
  stripeSettingsBody,
  stripeSettingsOf,
  stripeSettingsOut,
} from './providers/stripe/settings.ts';

/** The body of PUT payment-settings (behaviour.md#payments). */
export const paymentSettingsBody = z.strictObject({
  Enabled: z.boolean(),
  Provider: z.enum(PAYMENT_TYPES),
  RequiredBeforeConfirm: z.boolean(),
  Currency: z.enum(CURRENCY_CODES as [Currency, ...Currency[]]),
  /** Tips offered to guests, and the percentages offered; absent keeps what is stored. */
  TipsEnabled: z.boolean().optional(),
  TipPresets: tipPresetsSchema.optional(),
  /** Money received beyond an order's total refunded without staff; absent keeps it. */
  AutoRefundOverpaid: z.boolean().optional(),
  /** Each provider's credentials, its folder's schema (providers/<name>/settings.ts). */
  Stripe: stripeSettingsBody.optional(),
  Redsys: redsysSettingsBody.optional(),
});
export type PaymentSettingsBody = z.infer<typeof paymentSettingsBody>;

/** What GET answers: secrets only as "configured" (behaviour.md#payments), never their value. */
export const paymentSettingsOut = z.object({
  Enabled: z.boolean(),
  Provider: z.enum(PAYMENT_TYPES),
  RequiredBeforeConfirm: z.boolean(),
  Currency: z.string(),
  TipsEnabled: z.boolean(),
  TipPresets: z.array(z.number()),
  AutoRefundOverpaid: z.boolean(),
  Stripe: stripeSettingsOut,
  Redsys: redsysSettingsOut,
  /** Why the demo provider is not offered (behaviour.md#payments); null: it is. */
  DemoOff: z.enum(DEMO_PAYMENTS_OFF).nullable(),
});
export type PaymentSettingsOut = z.infer<typeof paymentSettingsOut>;

export const readPaymentSettings = async (
  deps: Deps,
  q: Queryable,
  ws: number,
): Promise<PaymentSettingsOut> => {
  const settings = await findOrderSettings(q, ws);
  const credentials = await credentialsOf(q, ws);
  const policy = await findPaymentPolicy(q, ws);
  return {
    Enabled: settings.PaymentType !== null,
    Provider: settings.PaymentType ?? credentials.provider,
    RequiredBeforeConfirm: settings.PaymentRequired,
    Currency: settings.Currency,
    TipsEnabled: policy.TipsEnabled,
    TipPresets: [...policy.TipPresets],
    AutoRefundOverpaid: policy.AutoRefundOverpaid,
    Stripe: stripeSettingsOf(credentials.secrets.stripe),
    Redsys: redsysSettingsOf(credentials.secrets.redsys),
    DemoOff: demoOffFor(deps, credentials),
  };
};

/** A field sent replaces, null clears, absent keeps what is stored. */
const merge = <T extends Record<string, unknown>>(
  stored: T,
  sent: Record<string, unknown> = {},
) => {
  const out: Record<string, unknown> = { ...stored };
  for (const [k, v] of Object.entries(sent)) {
    if (v === null) delete out[k];
    else if (v !== undefined) out[k] = v;
  }
  return out as T;
};

/** Save the settings: the readable ones with the ordering settings, the secrets apart; one transaction. */
export const writePaymentSettings = async (deps: Deps, ws: number, body: PaymentSettingsBody) =>
  deps.db.transaction().execute(async (trx) => {
    if (body.RequiredBeforeConfirm && !body.Enabled)
      throw new InvalidInput('RequiredBeforeConfirm: payments must be on', [
        'RequiredBeforeConfirm',
      ]);
    if (body.Enabled && !providerTakes(body.Provider, body.Currency))
      throw new InvalidInput(`Currency: ${body.Provider} does not take ${body.Currency}`, [
        'Currency',
      ]);
    const stored = await credentialsOf(trx, ws);
    const secrets: PaymentSecrets = {
      stripe: merge(stored.secrets.stripe ?? {}, body.Stripe),
      redsys: merge(stored.secrets.redsys ?? {}, body.Redsys),
    };
    const lacking = body.Enabled ? PROVIDERS[body.Provider].missing(secrets) : [];
    if (lacking.length > 0) throw new InvalidInput(`${lacking.join(', ')}: required`, lacking);
    const credentials: Credentials = { ...stored, provider: body.Provider, secrets };
    const demoOff = body.Provider === 'demo' ? demoOffFor(deps, credentials) : null;
    if (body.Enabled && demoOff)
      throw new InvalidInput(
        `Provider: demo payments are off (${demoOff === 'production' ? 'this server takes real payments' : 'a live card provider setting is saved'})`,
        ['Provider'],
      );
    await saveCredentials(trx, ws, credentials);
    const settings = await findOrderSettings(trx, ws);
    await saveOrderSettings(trx, ws, {
      ...settings,
      Currency: body.Currency,
      PaymentType: body.Enabled ? body.Provider : null,
      PaymentRequired: body.RequiredBeforeConfirm,
    });
    const policy = await findPaymentPolicy(trx, ws);
    await savePaymentPolicy(trx, ws, {
      TipsEnabled: body.TipsEnabled ?? policy.TipsEnabled,
      TipPresets: body.TipPresets ?? policy.TipPresets,
      AutoRefundOverpaid: body.AutoRefundOverpaid ?? policy.AutoRefundOverpaid,
    });
    return readPaymentSettings(deps, trx, ws);
  });
