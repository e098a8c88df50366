import { urlWrapParts } from '@carta/domain/urls';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.tsx';
import { useMomentFormat } from '../../app/venueTime.ts';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { Section } from '../admin/Section.tsx';
import {
  createWebhook,
  deleteWebhook,
  fetchDeliveries,
  fetchWebhooks,
  integrationKeys,
  resendDelivery,
  saveWebhook,
  type Webhook,
  type WebhookInput,
} from './api.ts';
import { EditDialog } from './EditDialog.tsx';
import { ITEM_SX } from './printJobWords.ts';
import { NEW_WEBHOOK, WebhookForm } from './WebhookForm.tsx';

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
        <ListItem key={d.ID} sx={ITEM_SX}>
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
          {d.Status !== 'pending' && (
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
          )}
        </ListItem>
      ))}
    </List>
  );
};

/**
 * A long address wraps at its separators (<wbr> between urlWrapParts), never mid-word; only a part
 * longer than the whole line is cut where it must.
 */
const URL_SX = { overflowWrap: 'anywhere', flex: '1 1 12rem', minWidth: 0 } as const;

/** Ajustes › Integraciones: the venue's webhook endpoints, a new one's secret shown once. */
export const WebhooksSection = ({ ws }: { ws: string }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const hooks = useQuery({
    queryKey: integrationKeys.webhooks(ws),
    queryFn: ({ signal }) => fetchWebhooks(ws, signal),
  });
  const [draft, setDraft] = useState<WebhookInput>(NEW_WEBHOOK);
  const [secret, setSecret] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<{ id: number; draft: WebhookInput } | null>(null);
  const [editFailed, setEditFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: integrationKeys.webhooks(ws) });
  const ready = (d: WebhookInput) => d.URL.trim() !== '' && d.Events.length > 0;

  const add = async () => {
    setFailed(false);
    try {
      const made = await createWebhook(ws, draft);
      setSecret(made.Secret);
      setDraft(NEW_WEBHOOK);
      await refresh();
    } catch {
      setFailed(true);
    }
  };

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    setEditFailed(false);
    try {
      await saveWebhook(ws, editing.id, editing.draft);
      setEditing(null);
      notify('integrations.saved', 'success');
      await refresh();
    } catch {
      setEditFailed(true);
    } finally {
      setSaving(false);
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
            <Typography sx={URL_SX}>
              {urlWrapParts(hook.URL).map((part, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in order
                <Fragment key={i}>
                  {i > 0 && <wbr />}
                  {part}
                </Fragment>
              ))}
            </Typography>
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
              aria-label={t('integrations.webhooks.editNamed', { url: hook.URL })}
              onClick={() => {
                setEditFailed(false);
                setEditing({
                  id: hook.ID,
                  draft: {
                    URL: hook.URL,
                    Events: hook.Events,
                    Active: hook.Active,
                    AllowPrivateNetwork: hook.AllowPrivateNetwork,
                  },
                });
              }}
            >
              {t('integrations.edit')}
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={t('integrations.webhooks.deleteNamed', { url: hook.URL })}
              onClick={() => setRemoving(hook)}
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
      <Typography variant="subtitle1" component="h3">
        {t('integrations.webhooks.add')}
      </Typography>
      <WebhookForm value={draft} onChange={setDraft} invalid={failed} />
      <Box>
        <Button variant="contained" onClick={() => void add()} disabled={!ready(draft)}>
          {t('integrations.webhooks.add')}
        </Button>
      </Box>
      {editing && (
        <EditDialog
          title={t('integrations.webhooks.editTitle')}
          error={null}
          saving={saving}
          canSave={ready(editing.draft)}
          onSave={() => void save()}
          onClose={() => setEditing(null)}
        >
          <WebhookForm
            value={editing.draft}
            onChange={(next) => setEditing({ ...editing, draft: next })}
            invalid={editFailed}
          />
        </EditDialog>
      )}
      {removing && (
        <ConfirmDialog
          open
          title={t('integrations.webhooks.confirmDelete')}
          message={t('integrations.webhooks.confirmDeleteBody', { url: removing.URL })}
          confirmLabel={t('integrations.webhooks.delete')}
          cancelLabel={t('integrations.cancel')}
          destructive
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            const id = removing.ID;
            setRemoving(null);
            void deleteWebhook(ws, id).then(refresh);
          }}
        />
      )}
    </Section>
  );
};
