import { localTimeIn } from '@carta/domain/availability';
import { fromMinutes, type HoursMinutes, toMinutes } from '@carta/domain/duration';
import { instantOfLocal, previewPath } from '@carta/domain/preview';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../widgets/DatePicker/DatePicker.tsx';
import { TimePicker } from '../../../widgets/TimePicker/TimePicker.tsx';
import { languageName } from '../../../widgets/TranslatableField/languages.ts';
import { PhoneFrame } from './PhoneFrame.tsx';

export type PreviewDialogProps = {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The enterprise whose guest app shows the menu (/guest/{ws}/). */
  readonly ws: string;
  readonly menuId: number;
  readonly languages: readonly string[];
  /** The content language being edited: the preview starts in it. */
  readonly initialLanguage: string;
  /** The venue's IANA zone: the date and time chosen are its wall clock. */
  readonly timeZone: string;
  /** The draft has unsaved changes, which the guest app cannot show. */
  readonly dirty: boolean;
  /** Tests fix the clock. */
  readonly now?: () => Date;
};

type Moment = { readonly date: string; readonly time: HoursMinutes };

const momentAt = (at: Date, timeZone: string): Moment => {
  const local = localTimeIn(at, timeZone);
  return { date: local.date, time: fromMinutes(local.minutes) };
};

/**
 * behaviour.md#guest-app: the guest view of the saved menu as of a date and time of the venue's clock and in
 * one of its languages, in a phone-sized frame or a new tab. The guest app reads the back-office's
 * stored token itself (guest/src/app/preview.ts): nothing secret goes into the URL.
 */
export const PreviewDialog = ({
  open,
  onClose,
  ws,
  menuId,
  languages,
  initialLanguage,
  timeZone,
  dirty,
  now = () => new Date(),
}: PreviewDialogProps) => {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [moment, setMoment] = useState(() => momentAt(now(), timeZone));
  const [lang, setLang] = useState(() =>
    languages.includes(initialLanguage) ? initialLanguage : (languages[0] ?? initialLanguage),
  );
  const at = instantOfLocal(moment.date, toMinutes(moment.time), timeZone);
  const src = previewPath({ ws, menuId, at, timeZone, lang });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="menu-preview-title"
      slotProps={{ paper: { sx: { height: { sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id="menu-preview-title" sx={{ pb: 1 }}>
        {t('menus.preview.title')}
      </DialogTitle>
      <DialogContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 2,
          pb: 1,
          px: { xs: 1.5, sm: 3 },
        }}
      >
        <Stack spacing={2} sx={{ pt: 1, width: { md: 260 }, flexShrink: 0 }}>
          {dirty && (
            <Alert severity="warning" role="note" sx={{ py: 0 }}>
              {t('menus.preview.unsaved')}
            </Alert>
          )}
          <Stack
            direction={{ xs: 'row', md: 'column' }}
            spacing={1.5}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            <DatePicker
              label={t('menus.preview.date')}
              value={moment.date}
              onChange={(date) => setMoment((m) => ({ ...m, date }))}
              size={phone ? 'small' : 'medium'}
            />
            <TimePicker
              label={t('menus.preview.time')}
              value={moment.time}
              onChange={(time) => setMoment((m) => ({ ...m, time }))}
              helperText={t('menus.preview.zone', { zone: timeZone })}
            />
            <TextField
              select
              label={t('menus.preview.language')}
              value={lang}
              onChange={(event) => setLang(event.target.value)}
              sx={{ minWidth: 160 }}
            >
              {languages.map((code) => (
                <MenuItem key={code} value={code}>
                  {languageName(code, i18n.language)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Button
            variant="outlined"
            onClick={() => setMoment(momentAt(now(), timeZone))}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('menus.preview.now')}
          </Button>
        </Stack>
        <PhoneFrame src={src} title={t('menus.preview.frameTitle')} />
      </DialogContent>
      <DialogActions>
        <Button component="a" href={src} target="_blank" rel="noopener" startIcon={<OpenInNew />}>
          {t('menus.preview.newTab')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
