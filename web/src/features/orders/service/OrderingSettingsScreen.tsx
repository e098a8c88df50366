import {
  defaultContentLanguage,
  emptyTranslatable,
  fillLanguages,
  type Translatable,
} from '@carta/domain';
import {
  type AvailabilityValue,
  countAvailabilityErrors,
  readAvailability,
} from '@carta/domain/availability-form';
import type { HoursMinutes } from '@carta/domain/duration';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../app/session.tsx';
import { AvailabilityInput } from '../../../widgets/AvailabilityEditor/AvailabilityInput.tsx';
import { TimePicker } from '../../../widgets/TimePicker/TimePicker.tsx';
import { TranslatableField } from '../../../widgets/TranslatableField/TranslatableField.tsx';
import { isEnterpriseAdmin } from '../../admin/access.ts';
import { AdminPage, Section } from '../../admin/Section.tsx';
import type { OrderingSettings } from './api.ts';
import { PausePanel } from './PausePanel.tsx';
import { orderingSettingsQuery, useSaveOrderingSettings } from './queries.ts';

/** `HH:MM` as the time field holds it, and back. */
const toHoursMinutes = (wall: string): HoursMinutes => {
  const [hours = 5, minutes = 0] = wall.split(':').map(Number);
  return { hours, minutes };
};
const toWall = ({ hours, minutes }: HoursMinutes) =>
  `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;

type Draft = {
  readonly OrderingEnabled: boolean;
  readonly Availability: AvailabilityValue;
  readonly PauseMessage: Translatable;
  readonly DayChange: HoursMinutes;
};

const draftOf = (s: OrderingSettings, languages: readonly string[]): Draft => ({
  OrderingEnabled: s.OrderingEnabled,
  Availability: readAvailability(s.Availability),
  PauseMessage: s.PauseMessage
    ? fillLanguages(s.PauseMessage, languages)
    : emptyTranslatable(languages),
  DayChange: toHoursMinutes(s.DayChange),
});

/** A message with no text in any language is no message: guests then read the app's own words. */
const messageOf = (m: Translatable): Translatable | null =>
  Object.values(m).some((text) => text.trim() !== '') ? m : null;

/**
 * Ajustes › Pedidos: the pause with its message and automatic resume (first: any staff member may
 * pause, during service, often from a phone), when guests can order (on/off, the venue's hours, in
 * its time zone), and the day change that ends "sold out until the end of
 * the day" (behaviour.md#ordering). Payments and tips keep their card in Ajustes, linked from here.
 */
export const OrderingSettingsScreen = () => {
  const { user } = useSession();
  const ws = user.EnterpriseID;
  const settings = useQuery(orderingSettingsQuery(ws));
  const save = useSaveOrderingSettings(ws);
  if (!settings.data) return null;
  const { PausedUntil: _pause, ...form } = settings.data;
  // Keyed by what the form shows as stored: a save (or another screen's change) starts it again
  // from there; a pause from the desk leaves what is being typed alone.
  return <SettingsForm key={JSON.stringify(form)} ws={ws} saved={settings.data} save={save} />;
};

const SettingsForm = ({
  ws,
  saved,
  save,
}: {
  ws: string;
  saved: OrderingSettings;
  save: ReturnType<typeof useSaveOrderingSettings>;
}) => {
  const { t } = useTranslation();
  const { user, enterprise } = useSession();
  const languages = enterprise.Languages;
  const admin = isEnterpriseAdmin(user);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved, languages));
  const patch = (p: Partial<Draft>) => {
    save.reset();
    setDraft((d) => ({ ...d, ...p }));
  };
  const hoursInvalid = draft.Availability.IsTemp && countAvailabilityErrors(draft.Availability) > 0;
  const zone = enterprise.TimeZone ?? 'Europe/Madrid';

  const submit = () => {
    if (hoursInvalid || save.isPending) return;
    const { PausedUntil: _kept, ...stored } = saved;
    save.mutate({
      ...stored,
      OrderingEnabled: draft.OrderingEnabled,
      Availability: draft.Availability.IsTemp ? draft.Availability : null,
      PauseMessage: messageOf(draft.PauseMessage),
      DayChange: toWall(draft.DayChange),
    });
  };

  return (
    <AdminPage title={t('service.settings.title')}>
      <Typography color="text.secondary">{t('service.settings.intro')}</Typography>
      {!admin && <Alert severity="info">{t('service.settings.adminOnly')}</Alert>}
      {/* First: the one control every staff member may use, and what a phone must show unscrolled. */}
      <Section title={t('service.settings.pauseTitle')}>
        <PausePanel ws={ws} saved={saved} message={messageOf(draft.PauseMessage)}>
          <TranslatableField
            label={t('service.settings.pauseMessage')}
            value={draft.PauseMessage}
            onChange={(PauseMessage) => patch({ PauseMessage })}
            languages={languages}
            locale={defaultContentLanguage(languages)}
            disabled={!admin}
          />
        </PausePanel>
      </Section>
      <Section title={t('service.settings.ordering')}>
        <FormControlLabel
          control={
            <Switch
              checked={draft.OrderingEnabled}
              disabled={!admin}
              onChange={(e) => patch({ OrderingEnabled: e.target.checked })}
            />
          }
          label={t('service.settings.enabled')}
        />
        <Link component={RouterLink} to="/settings">
          {t('service.settings.payments')}
        </Link>
      </Section>
      <Section title={t('service.settings.hours')}>
        <Typography variant="body2" color="text.secondary">
          {t('service.settings.hoursHelp', { zone })}
        </Typography>
        <AvailabilityInput
          value={draft.Availability}
          onChange={(Availability) => patch({ Availability })}
          timeZone={zone}
          disabled={!admin}
        />
      </Section>
      <Section title={t('service.settings.dayChange')}>
        <Box sx={{ maxWidth: 420 }}>
          <TimePicker
            label={t('service.settings.dayChange')}
            value={draft.DayChange}
            onChange={(DayChange) => patch({ DayChange })}
            helperText={t('service.settings.dayChangeHelp')}
            disabled={!admin}
          />
        </Box>
      </Section>
      {admin && (
        <Paper
          elevation={3}
          sx={{
            position: 'sticky',
            bottom: 8,
            p: 1.5,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
            zIndex: 1,
          }}
        >
          <Box sx={{ flex: 1 }} role="status">
            {save.isError && <Alert severity="error">{t('service.settings.failed')}</Alert>}
            {save.isSuccess && <Alert severity="success">{t('service.settings.saved')}</Alert>}
          </Box>
          <Button variant="contained" onClick={submit} disabled={hoursInvalid || save.isPending}>
            {t('service.settings.save')}
          </Button>
        </Paper>
      )}
    </AdminPage>
  );
};
