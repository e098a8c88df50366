import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.tsx';
import { adminErrorKey, badFields } from './errorText.ts';
import {
  fetchPaymentSettings,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  type PaymentSettings,
  savePaymentSettings,
} from './paymentsApi.ts';

/** The secrets typed in this visit: empty means "keep what is stored". */
type Secrets = {
  StripeSecretKey: string;
  StripeWebhookSecret: string;
  RedsysMerchantCode: string;
  RedsysTerminal: string;
  RedsysSecretKey: string;
};
/** The server's field paths as the screen labels them. */
const FIELD_LABELS: Record<string, ParseKeys> = {
  'Stripe.SecretKey': 'admin.payments.stripeSecretKey',
  'Stripe.WebhookSecret': 'admin.payments.stripeWebhookSecret',
  'Redsys.MerchantCode': 'admin.payments.redsysMerchantCode',
  'Redsys.Terminal': 'admin.payments.redsysTerminal',
  'Redsys.SecretKey': 'admin.payments.redsysSecretKey',
  'Redsys.Environment': 'admin.payments.redsysEnvironment',
  Currency: 'admin.payments.currency',
  Provider: 'admin.payments.provider',
};

const providerPrefix = (provider: string) => provider.charAt(0).toUpperCase() + provider.slice(1);

const NO_SECRETS: Secrets = {
  StripeSecretKey: '',
  StripeWebhookSecret: '',
  RedsysMerchantCode: '',
  RedsysTerminal: '',
  RedsysSecretKey: '',
};

type Draft = Pick<
  PaymentSettings,
  'Enabled' | 'Provider' | 'RequiredBeforeConfirm' | 'Currency'
> & {
  Environment: 'test' | 'live';
};

const draftOf = (s: PaymentSettings): Draft => ({
  Enabled: s.Enabled,
  Provider: s.Provider,
  RequiredBeforeConfirm: s.RequiredBeforeConfirm,
  Currency: s.Currency,
  Environment: s.Redsys.Environment,
});

/** Only what was typed: an empty secret field keeps the stored secret. */
const typed = <K extends string>(entries: [K, string][]) =>
  Object.fromEntries(
    entries.filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]),
  ) as Partial<Record<K, string>>;

const queryKey = (enterpriseId: string) => ['payment-settings', enterpriseId] as const;

/**
 * "Pagos" (behaviour.md#payments): card payments of orders — on/off, provider, payment before confirmation,
 * currency, and the provider's secrets, write-only: the server only says which are configured.
 * Saved on its own (its own endpoint), so a failure here never loses the rest of the settings.
 */
export const PaymentsCard = ({ enterpriseId }: { enterpriseId: string }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: queryKey(enterpriseId),
    queryFn: ({ signal }) => fetchPaymentSettings(enterpriseId, signal),
  });
  if (settings.isError) return <Alert severity="error">{t('admin.payments.loadFailed')}</Alert>;
  if (!settings.data) return null;
  return (
    <PaymentsForm
      key={JSON.stringify(settings.data)}
      saved={settings.data}
      onSaved={(next) => client.setQueryData(queryKey(enterpriseId), next)}
      enterpriseId={enterpriseId}
    />
  );
};

const PaymentsForm = ({
  saved,
  onSaved,
  enterpriseId,
}: {
  saved: PaymentSettings;
  onSaved: (next: PaymentSettings) => void;
  enterpriseId: string;
}) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(draftOf(saved));
  const demoOff = saved.DemoOff ?? null;
  const [secrets, setSecrets] = useState<Secrets>(NO_SECRETS);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const secret = (p: Partial<Secrets>) => setSecrets((s) => ({ ...s, ...p }));
  // An error belongs to the provider it was made with: another provider's fields are not shown.
  const fields = badFields(error).filter(
    (field) => !field.includes('.') || field.startsWith(`${providerPrefix(draft.Provider)}.`),
  );
  const dirty =
    JSON.stringify(draft) !== JSON.stringify(draftOf(saved)) ||
    Object.values(secrets).some((v) => v.trim() !== '');

  const save = () => {
    if (pending || !dirty) return;
    setPending(true);
    setError(null);
    const Stripe = typed([
      ['SecretKey', secrets.StripeSecretKey],
      ['WebhookSecret', secrets.StripeWebhookSecret],
    ]);
    const Redsys = {
      ...typed([
        ['MerchantCode', secrets.RedsysMerchantCode],
        ['Terminal', secrets.RedsysTerminal],
        ['SecretKey', secrets.RedsysSecretKey],
      ]),
      Environment: draft.Environment,
    };
    savePaymentSettings(enterpriseId, {
      Enabled: draft.Enabled,
      Provider: draft.Provider,
      RequiredBeforeConfirm: draft.Enabled && draft.RequiredBeforeConfirm,
      Currency: draft.Currency,
      Stripe,
      Redsys,
    }).then(
      (next) => {
        setPending(false);
        onSaved(next);
        notify('admin.payments.saved', 'success');
      },
      (failure: unknown) => {
        setError(failure);
        setPending(false);
      },
    );
  };

  /** A write-only field: empty, with a helper saying whether a value is stored. */
  const secretField = (
    name: keyof Secrets,
    field: string,
    label: string,
    configured: boolean,
    password = true,
  ) => (
    <TextField
      key={name}
      label={label}
      type={password ? 'password' : 'text'}
      autoComplete="off"
      value={secrets[name]}
      error={fields.includes(field)}
      onChange={(e) => secret({ [name]: e.target.value })}
      helperText={configured ? t('admin.payments.configured') : t('admin.payments.notConfigured')}
      sx={{ maxWidth: 480 }}
    />
  );

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch checked={draft.Enabled} onChange={(e) => patch({ Enabled: e.target.checked })} />
        }
        label={t('admin.payments.enabled')}
      />
      <TextField
        select
        label={t('admin.payments.provider')}
        value={draft.Provider}
        onChange={(e) => {
          patch({ Provider: e.target.value as PaymentProvider });
          setError(null);
        }}
        sx={{ maxWidth: 360 }}
      >
        {PAYMENT_PROVIDERS.map((p) => (
          <MenuItem key={p} value={p} disabled={p === 'demo' && demoOff !== null}>
            {t(`admin.payments.providers.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {demoOff && <Alert severity="warning">{t(`admin.payments.demoOff.${demoOff}`)}</Alert>}
      <FormControlLabel
        control={
          <Switch
            checked={draft.Enabled && draft.RequiredBeforeConfirm}
            disabled={!draft.Enabled}
            onChange={(e) => patch({ RequiredBeforeConfirm: e.target.checked })}
          />
        }
        label={t('admin.payments.required')}
      />
      <TextField
        label={t('admin.payments.currency')}
        value={draft.Currency}
        error={fields.includes('Currency') || !/^[A-Z]{3}$/.test(draft.Currency)}
        helperText={t('admin.payments.currencyHelp')}
        onChange={(e) => patch({ Currency: e.target.value.toUpperCase() })}
        slotProps={{ htmlInput: { maxLength: 3 } }}
        sx={{ maxWidth: 200 }}
      />
      {draft.Provider === 'demo' && !demoOff && (
        <Alert severity="info">{t('admin.payments.demoHelp')}</Alert>
      )}
      {draft.Provider === 'stripe' && [
        secretField(
          'StripeSecretKey',
          'Stripe.SecretKey',
          t('admin.payments.stripeSecretKey'),
          saved.Stripe.SecretKey.configured,
        ),
        secretField(
          'StripeWebhookSecret',
          'Stripe.WebhookSecret',
          t('admin.payments.stripeWebhookSecret'),
          saved.Stripe.WebhookSecret.configured,
        ),
      ]}
      {draft.Provider === 'redsys' && (
        <>
          {secretField(
            'RedsysMerchantCode',
            'Redsys.MerchantCode',
            t('admin.payments.redsysMerchantCode'),
            saved.Redsys.MerchantCode.configured,
            false,
          )}
          {secretField(
            'RedsysTerminal',
            'Redsys.Terminal',
            t('admin.payments.redsysTerminal'),
            saved.Redsys.Terminal.configured,
            false,
          )}
          {secretField(
            'RedsysSecretKey',
            'Redsys.SecretKey',
            t('admin.payments.redsysSecretKey'),
            saved.Redsys.SecretKey.configured,
          )}
          <TextField
            select
            label={t('admin.payments.redsysEnvironment')}
            value={draft.Environment}
            onChange={(e) => patch({ Environment: e.target.value as 'test' | 'live' })}
            sx={{ maxWidth: 360 }}
          >
            <MenuItem value="test">{t('admin.payments.environments.test')}</MenuItem>
            <MenuItem value="live">{t('admin.payments.environments.live')}</MenuItem>
          </TextField>
        </>
      )}
      {error !== null && (
        <Alert severity="error" role="alert">
          {t(adminErrorKey(error))}
          {fields.length > 0 &&
            ` (${fields.map((field) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field)).join(', ')})`}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={save} disabled={!dirty || pending}>
          {t('admin.payments.save')}
        </Button>
        {dirty && <span>{t('admin.settings.unsaved')}</span>}
      </Stack>
    </Stack>
  );
};
