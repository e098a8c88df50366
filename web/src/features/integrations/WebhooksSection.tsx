import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMomentFormat } from '../../app/venueTime.ts';
import { Section } from '../admin/Section.tsx';
import {
  createWebhook,
  deleteWebhook,
  fetchDeliveries,
  fetchWebhooks,
  integrationKeys,
  resendDelivery,
  WEBHOOK_EVENTS,
  type Webhook,
} from './api.ts';
import { EventChecks } from './EventChecks.tsx';

const Deliveries = ({ ws, hook }: { ws: string; hook: Webhook }) => {
  const { t } = useTranslation();
  const moment = useMomentFormat();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: integrationKeys.deliveries(ws, hook.ID),
    queryFn: ({ signal }) => fetchDeliveries(ws, hook.ID, signal),
    refetchInterval: 5000,
  });
  if (!list.data?.length)
    return <Typography variant="body2">{t('integrations.webhooks.noDeliveries')}</Typography>;
  return (
    <List dense aria-label={t('integrations.webhooks.deliveries')}>
      {list.data.map((d) => (
        <ListItem
          key={d.ID}
          secondaryAction={
            d.Status !== 'pending' && (
              <Button
                size="small"
                onClick={() =>
                  void resendDelivery(ws, hook.ID, d.ID).then(() =>
                    client.invalidateQueries({ queryKey: integrationKeys.deliveries(ws, hook.ID) }),
                  )
                }
              >
                {t('integrations.webhooks.resend')}
              </Button>
            )
          }
        >
          <ListItemText
            primary={`${t(`integrations.events.${d.Type}` as ParseKeys)} · #${d.OrderID} · ${t(
              `integrations.webhooks.status.${d.Status}`,
            )}`}
            secondary={[
              d.LastStatusCode ?? d.LastError,
              d.LastDurationMs === null ? null : `${d.LastDurationMs} ms`,
              t('integrations.webhooks.attempts', { count: d.Attempts }),
              d.LastAttemptAt && moment(d.LastAttemptAt, 'short'),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
};

/** Ajustes › Integraciones: the venue's webhook endpoints, a new one's secret shown once. */
export const WebhooksSection = ({ ws }: { ws: string }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const hooks = useQuery({
    queryKey: integrationKeys.webhooks(ws),
    queryFn: ({ signal }) => fetchWebhooks(ws, signal),
  });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['order.confirmed']);
  const [allowPrivate, setAllowPrivate] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: integrationKeys.webhooks(ws) });

  const add = async () => {
    setFailed(false);
    try {
      const made = await createWebhook(ws, {
        URL: url,
        Events: events,
        Active: true,
        AllowPrivateNetwork: allowPrivate,
      });
      setSecret(made.Secret);
      setUrl('');
      await refresh();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Section title={t('integrations.webhooks.title')}>
      <Typography variant="body2">{t('integrations.webhooks.intro')}</Typography>
      {secret && (
        <Alert severity="warning" onClose={() => setSecret(null)}>
          {t('integrations.webhooks.secretOnce')}
          <TextField
            label={t('integrations.webhooks.secret')}
            value={secret}
            fullWidth
            size="small"
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Alert>
      )}
      {hooks.data?.length === 0 && (
        <Typography variant="body2">{t('integrations.webhooks.none')}</Typography>
      )}
      {hooks.data?.map((hook) => (
        <Box key={hook.ID} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ wordBreak: 'break-all', flex: 1 }}>{hook.URL}</Typography>
            <Chip
              size="small"
              color={!hook.Active ? 'default' : hook.State === 'failing' ? 'error' : 'success'}
              label={t(
                !hook.Active
                  ? 'integrations.webhooks.off'
                  : hook.State === 'failing'
                    ? 'integrations.webhooks.failing'
                    : 'integrations.webhooks.ok',
              )}
            />
            <Button
              size="small"
              color="error"
              onClick={() => void deleteWebhook(ws, hook.ID).then(refresh)}
            >
              {t('integrations.webhooks.delete')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {hook.Events.map((e) => t(`integrations.events.${e}` as ParseKeys)).join(', ')}
          </Typography>
          <Deliveries ws={ws} hook={hook} />
        </Box>
      ))}
      <TextField
        label={t('integrations.webhooks.url')}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={failed}
        helperText={failed ? t('integrations.webhooks.saveFailed') : undefined}
        placeholder="https://"
      />
      <EventChecks
        label={t('integrations.webhooks.events')}
        events={WEBHOOK_EVENTS}
        value={events}
        onChange={setEvents}
      />
      <FormControlLabel
        control={<Switch checked={allowPrivate} onChange={(_, on) => setAllowPrivate(on)} />}
        label={t('integrations.webhooks.allowPrivate')}
      />
      <Box>
        <Button variant="contained" onClick={() => void add()} disabled={!url || !events.length}>
          {t('integrations.webhooks.add')}
        </Button>
      </Box>
    </Section>
  );
};
