import { languagesWithoutGuestLabels } from '@carta/domain/guest/label-languages';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Languages a venue's guests commonly read; any other ISO code may be typed. */
const OFFERED = [
  'es',
  'en',
  'de',
  'fr',
  'it',
  'pt',
  'nl',
  'ca',
  'eu',
  'gl',
  'ru',
  'zh',
  'ja',
  'ar',
  'pl',
  'sv',
  'da',
  'no',
  'fi',
  'ko',
];
const CODE = /^[a-z]{2,3}$/;

const nameOf = (code: string, locale: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * Ordered content languages (the first is the default): add, remove, move up and down with
 * buttons (keyboard reachable). Removing one says its texts are kept (behaviour.md#administration).
 */
export const LanguagesEditor = ({
  value,
  saved,
  onChange,
}: {
  value: readonly string[];
  /** The languages as stored: those removed since are named in the note. */
  saved: readonly string[];
  onChange: (next: string[]) => void;
}) => {
  const { t, i18n } = useTranslation();
  // What is typed, and the offered language picked (a code typed by hand is used as it is).
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const adding = picked ?? text.trim().toLowerCase();
  const label = (code: string) => `${nameOf(code, i18n.language)} (${code})`;
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };
  const removed = saved.filter((code) => !value.includes(code));
  const withoutLabels = languagesWithoutGuestLabels(value);
  const candidates = OFFERED.filter((code) => !value.includes(code));
  const add = () => {
    if (!CODE.test(adding) || value.includes(adding)) return;
    onChange([...value, adding]);
    setPicked(null);
    setText('');
  };
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('admin.settings.languagesHelp')}
      </Typography>
      <List dense aria-label={t('admin.settings.languages')}>
        {value.map((code, index) => (
          <ListItem
            key={code}
            divider
            secondaryAction={
              <Stack direction="row">
                <IconButton
                  aria-label={t('admin.settings.moveUp', { language: label(code) })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={t('admin.settings.moveDown', { language: label(code) })}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={t('admin.settings.removeLanguage', { language: label(code) })}
                  disabled={value.length === 1}
                  onClick={() => onChange(value.filter((c) => c !== code))}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Stack>
            }
            sx={{ pr: 18 }}
          >
            <ListItemText
              primary={
                <>
                  {label(code)}{' '}
                  {index === 0 && <Chip size="small" label={t('admin.settings.defaultLanguage')} />}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {withoutLabels.length > 0 && (
        <Alert severity="info">
          {t('admin.settings.noGuestLabels', { languages: withoutLabels.map(label).join(', ') })}
        </Alert>
      )}
      {removed.length > 0 && (
        <Alert severity="info">
          {t('admin.settings.removedNote', { languages: removed.map(label).join(', ') })}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Autocomplete
          freeSolo
          options={candidates}
          getOptionLabel={(code) => label(code)}
          value={picked}
          inputValue={text}
          onChange={(_, code) => setPicked(code)}
          onInputChange={(_, typed, reason) => {
            setText(typed);
            if (reason === 'input') setPicked(null);
          }}
          renderInput={(params) => (
            <TextField {...params} label={t('admin.settings.addLanguage')} size="small" />
          )}
          sx={{ flex: 1, maxWidth: 360 }}
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={!CODE.test(adding) || value.includes(adding)}
        >
          {t('admin.settings.add')}
        </Button>
      </Stack>
    </Stack>
  );
};
