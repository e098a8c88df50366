import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testTranslation } from './api.ts';

type Provider = 'deepl' | 'google' | 'libretranslate';
const PROVIDERS: readonly Provider[] = ['deepl', 'google', 'libretranslate'];
const NAMES: Record<Provider, string> = {
  deepl: 'DeepL',
  google: 'Google Translate',
  libretranslate: 'LibreTranslate',
};

/**
 * The machine-translation provider and its key. The key is write-only: the server only says a key
 * is configured, and the field stays empty unless a new key is typed.
 */
export const TranslationCard = ({
  enterpriseId,
  languages,
  provider,
  savedProvider,
  configured,
  keyValue,
  dirty,
  onProvider,
  onKey,
}: {
  enterpriseId: string;
  languages: readonly string[];
  provider: Provider | null;
  savedProvider: Provider | null;
  configured: boolean;
  keyValue: string;
  dirty: boolean;
  onProvider: (p: Provider | null) => void;
  onKey: (key: string) => void;
}) => {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const test = () => {
    if (!provider) return;
    setResult(null);
    testTranslation(enterpriseId, provider, languages).then(
      ({ data }) => {
        const other = languages.find((l) => l !== languages[0]);
        setResult({ ok: true, text: (other && data[other]) || Object.values(data)[0] || '' });
      },
      () => setResult({ ok: false, text: '' }),
    );
  };
  const keyShown = provider !== null && provider === savedProvider && configured;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('admin.settings.provider')}
        value={provider ?? ''}
        onChange={(e) => onProvider((e.target.value || null) as Provider | null)}
        // "Off" is the empty value: shown as a choice, not as an empty field under its label.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ maxWidth: 360 }}
      >
        <MenuItem value="">{t('admin.settings.none')}</MenuItem>
        {PROVIDERS.map((p) => (
          <MenuItem key={p} value={p}>
            {NAMES[p]}
          </MenuItem>
        ))}
      </TextField>
      {provider && (
        <TextField
          label={t('admin.settings.key')}
          type="password"
          autoComplete="off"
          value={keyValue}
          onChange={(e) => onKey(e.target.value)}
          helperText={keyShown ? t('admin.settings.keyConfigured') : t('admin.settings.keyMissing')}
          sx={{ maxWidth: 480 }}
        />
      )}
      {provider && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={test} disabled={dirty || provider !== savedProvider}>
            {t('admin.settings.test')}
          </Button>
          {(dirty || provider !== savedProvider) && <span>{t('admin.settings.saveFirst')}</span>}
        </Stack>
      )}
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status">
          {result.ok
            ? t('admin.settings.testOk', { text: result.text })
            : t('admin.settings.testFailed')}
        </Alert>
      )}
    </Stack>
  );
};
