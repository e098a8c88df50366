import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.tsx';
import { downloadQrSheet } from './downloadQrSheet.ts';

/** The server prints at most this many points a sheet (docs/api.md). */
export const QR_SHEET_MAX = 500;

type Props = {
  readonly ws: string;
  readonly selected: readonly number[];
  readonly onClear: () => void;
};

/** The chosen points and the button that prints their QR codes as one PDF (behaviour.md#ordering). */
export const QrSheetBar = ({ ws, selected, onClear }: Props) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const count = selected.length;
  const tooMany = count > QR_SHEET_MAX;

  const print = async () => {
    setBusy(true);
    try {
      await downloadQrSheet(ws, selected, `${t('points.sheet.fileName')}.pdf`);
      notify('points.sheet.done', 'success');
    } catch {
      notify('points.sheet.error', 'error', { persist: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ px: 2, pb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color={tooMany ? 'error' : 'text.secondary'} role="status">
        {tooMany
          ? t('points.sheet.tooMany', { max: QR_SHEET_MAX })
          : count === 0
            ? t('points.sheet.none')
            : t('points.sheet.selected', { count })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        {count > 0 && (
          <Button onClick={onClear} disabled={busy}>
            {t('points.sheet.clear')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <Print />}
          onClick={() => void print()}
          disabled={count === 0 || tooMany || busy}
          aria-busy={busy}
        >
          {busy ? t('points.sheet.printing') : t('points.sheet.print')}
        </Button>
      </Stack>
    </Stack>
  );
};
