import { request, segment } from '../../api/client.ts';

export type PaymentProvider = 'demo' | 'stripe' | 'redsys';
export const PAYMENT_PROVIDERS: readonly PaymentProvider[] = ['demo', 'stripe', 'redsys'];

type Configured = { readonly configured: boolean };

/** GET payment-settings (behaviour.md#payments): secrets only as "configured". */
export type PaymentSettings = {
  readonly Enabled: boolean;
  readonly Provider: PaymentProvider;
  readonly RequiredBeforeConfirm: boolean;
  readonly Currency: string;
  readonly Stripe: { readonly SecretKey: Configured; readonly WebhookSecret: Configured };
  readonly Redsys: {
    readonly MerchantCode: Configured;
    readonly Terminal: Configured;
    readonly SecretKey: Configured;
    readonly Environment: 'test' | 'live';
  };
  /** Why the demo provider is off (behaviour.md#payments); null or absent: it may be chosen. */
  readonly DemoOff?: 'production' | 'live_provider' | null;
};

/** PUT payment-settings: a secret sent replaces the stored one, absent keeps it. */
export type PaymentSettingsChange = {
  readonly Enabled: boolean;
  readonly Provider: PaymentProvider;
  readonly RequiredBeforeConfirm: boolean;
  readonly Currency: string;
  readonly Stripe?: { readonly SecretKey?: string; readonly WebhookSecret?: string };
  readonly Redsys?: {
    readonly MerchantCode?: string;
    readonly Terminal?: string;
    readonly SecretKey?: string;
    readonly Environment?: 'test' | 'live';
  };
};

const url = (enterpriseId: string) =>
  `/private/dish-orders/${segment(enterpriseId)}/payment-settings`;

export const fetchPaymentSettings = (enterpriseId: string, signal?: AbortSignal) =>
  request<{ data: PaymentSettings }>(url(enterpriseId), { signal }).then((r) => r.data);

export const savePaymentSettings = (enterpriseId: string, body: PaymentSettingsChange) =>
  request<{ data: PaymentSettings }>(url(enterpriseId), { method: 'PUT', body }).then(
    (r) => r.data,
  );
