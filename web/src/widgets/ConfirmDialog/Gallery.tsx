import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type Demo = 'ask' | 'destructive' | 'inform';

/** The three uses of the confirm dialog; each button opens one and the outcome shows below. */
export const Gallery = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Demo | null>(null);
  const [result, setResult] = useState<'confirmed' | 'closed' | null>(null);
  const g = (key: Demo | 'askTitle' | 'askMessage' | 'informTitle' | 'informMessage') =>
    t(`widgets.ConfirmDialog.gallery.${key}`);
  const close = () => {
    setOpen(null);
    setResult('closed');
  };
  const confirm = () => {
    setOpen(null);
    setResult('confirmed');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {(['ask', 'destructive', 'inform'] as const).map((demo) => (
          <Button key={demo} variant="outlined" onClick={() => setOpen(demo)}>
            {g(demo)}
          </Button>
        ))}
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary">
        {t('widgets.ConfirmDialog.gallery.result', {
          result: result
            ? t(`widgets.ConfirmDialog.gallery.${result === 'closed' ? 'closed' : 'confirmed'}`)
            : t('widgets.ConfirmDialog.gallery.none'),
        })}
      </Typography>
      <ConfirmDialog
        open={open === 'ask'}
        title={g('askTitle')}
        message={g('askMessage')}
        onClose={close}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={open === 'destructive'}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message')}
        confirmLabel={t('common.delete')}
        destructive
        onClose={close}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={open === 'inform'}
        title={g('informTitle')}
        message={g('informMessage')}
        onClose={close}
      />
    </Stack>
  );
};
