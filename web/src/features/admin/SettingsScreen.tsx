import { timeZoneNames } from '@carta/domain/time-zones';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/queries.ts';
import { uploadFile } from '../../api/uploads.ts';
import { notify } from '../../app/notifications.tsx';
import { useSession } from '../../app/session.tsx';
import { isEnterpriseAdmin } from './access.ts';
import { type EnterpriseSettings, type SettingsChange, saveSettings } from './api.ts';
import { EnterprisesCard } from './EnterprisesCard.tsx';
import { adminErrorKey, badFields } from './errorText.ts';
import { LanguagesEditor } from './LanguagesEditor.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';
import { AdminPage, Section } from './Section.tsx';
import { StyleCard, type StyleDraft, styleProblems } from './StyleCard.tsx';
import { TranslationCard } from './TranslationCard.tsx';
import { TypesCard } from './TypesCard.tsx';

const STYLE_KEYS = [
  'enterpriseColor',
  'BGColor',
  'Color',
  'BGColorSecundary',
  'ColorSecundary',
  'GlobalFont',
  'Font',
  'FontSecundary',
  'FontSize',
  'FontSizeSecundary',
  'withGradient',
  'withGradientSubmenu',
] as const;

const savedValues = (e: EnterpriseSettings) => ({
  Name: e.Name,
  Logo: e.Logo ?? null,
  Languages: e.Languages,
  TimeZone: e.TimeZone ?? 'Europe/Madrid',
  Permission: e.Permission,
  IncludeExtras: e.IncludeExtras,
  HideDishOrderPoint: Boolean(e.HideDishOrderPoint),
  TranslationProvider: e.TranslationProvider ?? null,
  ...(Object.fromEntries(
    STYLE_KEYS.filter((k) => e[k] !== undefined && e[k] !== null).map((k) => [k, e[k]]),
  ) as StyleDraft),
});
type Draft = ReturnType<typeof savedValues> & { TranslationKey?: string };

/** Only what changed is sent: the server keeps everything else as it is. */
const changes = (saved: Draft, draft: Draft): SettingsChange =>
  Object.fromEntries(
    Object.entries(draft).filter(
      ([k, v]) => JSON.stringify(v) !== JSON.stringify(saved[k as keyof Draft]) && v !== '',
    ),
  ) as SettingsChange;

/** "Ajustes": the enterprise's settings, for its administrators (behaviour.md#administration). */
export const SettingsScreen = () => {
  const { t } = useTranslation();
  const { user, enterprise: current } = useSession();
  const enterprise = current as EnterpriseSettings;
  const client = useQueryClient();
  const saved = useMemo(() => savedValues(enterprise), [enterprise]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const zones = useMemo(() => timeZoneNames(), []);
  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const diff = changes(saved, draft);
  const dirty = Object.keys(diff).length > 0;
  const fields = badFields(error);
  const invalid = draft.Name.trim() === '' || styleProblems(draft).length > 0;

  if (!isEnterpriseAdmin(user))
    return <Alert severity="warning">{t('admin.errors.notAllowed')}</Alert>;

  const save = () => {
    if (invalid || pending) return;
    setPending(true);
    setError(null);
    saveSettings(enterprise.ID, diff).then(
      (answer) => {
        const next = { ...answer, ID: String(answer.ID) };
        client.setQueryData(queryKeys.enterprise(enterprise.ID), next);
        setDraft({ ...savedValues(next), TranslationKey: '' });
        setPending(false);
        notify('admin.settings.saved', 'success');
      },
      (failure: unknown) => {
        setError(failure);
        setPending(false);
      },
    );
  };

  const uploadLogo = (file: File | undefined) => {
    if (!file) return;
    uploadFile('images', file, { enterpriseId: enterprise.ID }).then(
      (url) => patch({ Logo: url.replace(/^https?:\/\/[^/]+/, '') }),
      setError,
    );
  };

  return (
    <AdminPage title={t('admin.settings.title')}>
      <LeaveGuard dirty={dirty && !pending} />
      <Section title={t('admin.settings.general')}>
        <TextField
          label={t('admin.settings.name')}
          required
          value={draft.Name}
          error={draft.Name.trim() === '' || fields.includes('Name')}
          onChange={(e) => patch({ Name: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {draft.Logo && (
            <Box
              component="img"
              src={draft.Logo}
              alt={t('admin.settings.logo')}
              sx={{ height: 56, maxWidth: 160, objectFit: 'contain' }}
            />
          )}
          <Button component="label" variant="outlined">
            {t('admin.settings.logoUpload')}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(e) => uploadLogo(e.target.files?.[0])}
            />
          </Button>
          {draft.Logo && (
            <Button onClick={() => patch({ Logo: null })}>{t('admin.settings.logoRemove')}</Button>
          )}
        </Stack>
        <Autocomplete
          options={zones}
          value={draft.TimeZone}
          disableClearable
          onChange={(_, zone) => patch({ TimeZone: zone })}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('admin.settings.timeZone')}
              error={fields.includes('TimeZone')}
            />
          )}
          sx={{ maxWidth: 420 }}
        />
      </Section>
      <Section title={t('admin.settings.languages')}>
        <LanguagesEditor
          value={draft.Languages}
          saved={saved.Languages}
          onChange={(Languages) => patch({ Languages })}
        />
      </Section>
      <Section title={t('admin.settings.style')}>
        <StyleCard style={draft} onChange={(p) => patch(p)} />
      </Section>
      <Section title={t('admin.settings.types')}>
        <TypesCard value={draft.Permission} onChange={(Permission) => patch({ Permission })} />
      </Section>
      <Section title={t('admin.settings.options')}>
        <FormControlLabel
          control={
            <Switch
              checked={draft.IncludeExtras}
              onChange={(e) => patch({ IncludeExtras: e.target.checked })}
            />
          }
          label={t('admin.settings.includeExtras')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.HideDishOrderPoint}
              onChange={(e) => patch({ HideDishOrderPoint: e.target.checked })}
            />
          }
          label={t('admin.settings.hidePoint')}
        />
      </Section>
      <Section title={t('admin.settings.translation')}>
        <TranslationCard
          enterpriseId={enterprise.ID}
          languages={saved.Languages}
          provider={draft.TranslationProvider}
          savedProvider={saved.TranslationProvider}
          configured={Boolean(enterprise.TranslationConfigured)}
          keyValue={draft.TranslationKey ?? ''}
          dirty={dirty}
          onProvider={(TranslationProvider) => patch({ TranslationProvider })}
          onKey={(TranslationKey) => patch({ TranslationKey })}
        />
      </Section>
      <Section title={t('admin.payments.title')}>
        <PaymentsCard enterpriseId={enterprise.ID} />
      </Section>
      {user.isAdmin && (
        <Section title={t('admin.settings.enterprises')}>
          <EnterprisesCard />
        </Section>
      )}
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
        {error !== null && (
          <Alert severity="error" role="alert" sx={{ flex: 1 }}>
            {t(adminErrorKey(error))}
            {fields.length > 0 && ` (${fields.join(', ')})`}
          </Alert>
        )}
        {error === null && dirty && <Box sx={{ flex: 1 }}>{t('admin.settings.unsaved')}</Box>}
        <Button
          variant="contained"
          onClick={save}
          disabled={!dirty || invalid || pending}
          sx={{ ml: 'auto' }}
        >
          {t('common.save')}
        </Button>
      </Paper>
    </AdminPage>
  );
};
