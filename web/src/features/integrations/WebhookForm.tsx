import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, type WebhookInput } from './api.ts';
import { EventChecks } from './EventChecks.tsx';

export const NEW_WEBHOOK: WebhookInput = {
  URL: '',
  Events: ['order.confirmed'],
  Active: true,
  AllowPrivateNetwork: false,
};

type Props = {
  readonly value: WebhookInput;
  readonly onChange: (next: WebhookInput) => void;
  /** The server refused the endpoint: its address and events are marked, the message below. */
  readonly invalid: boolean;
};

/** An endpoint's fields, for adding one and for changing one: pure, value in and change out. */
export const WebhookForm = ({ value, onChange, invalid }: Props) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <TextField
        label={t('integrations.webhooks.url')}
        value={value.URL}
        onChange={(e) => onChange({ ...value, URL: e.target.value })}
        error={invalid}
        helperText={invalid ? t('integrations.webhooks.saveFailed') : undefined}
        placeholder="https://"
        required
      />
      <EventChecks
        label={t('integrations.webhooks.events')}
        events={WEBHOOK_EVENTS}
        value={value.Events}
        onChange={(next) => onChange({ ...value, Events: next })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={value.Active}
              onChange={(_, on) => onChange({ ...value, Active: on })}
            />
          }
          label={t('integrations.webhooks.active')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={value.AllowPrivateNetwork}
              onChange={(_, on) => onChange({ ...value, AllowPrivateNetwork: on })}
            />
          }
          label={t('integrations.webhooks.allowPrivate')}
        />
      </Stack>
    </Stack>
  );
};
