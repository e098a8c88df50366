import { AGE_MINUTES_MAX, AGE_MINUTES_MIN, type AgeThresholds } from '@carta/domain/orders';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  readonly value: AgeThresholds;
  readonly onSave: (value: AgeThresholds) => void;
  readonly onClose: () => void;
};

/** The minutes after which a waiting order's timer turns amber and red, on this device. */
export const KitchenSettingsDialog = ({ value, onSave, onClose }: Props) => {
  const { t } = useTranslation();
  const [warn, setWarn] = useState(String(value.warnMinutes));
  const [late, setLate] = useState(String(value.lateMinutes));
  const field = (label: string, text: string, set: (v: string) => void) => (
    <TextField
      label={label}
      type="number"
      value={text}
      onChange={(event) => set(event.target.value)}
      slotProps={{ htmlInput: { min: AGE_MINUTES_MIN, max: AGE_MINUTES_MAX, step: 1 } }}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="kitchen-settings-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ warnMinutes: Number(warn), lateMinutes: Number(late) });
        }}
      >
        <DialogTitle id="kitchen-settings-title">{t('orders.kitchen.settingsTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('orders.kitchen.settingsHint')}
            </Typography>
            {field(t('orders.kitchen.warnMinutes'), warn, setWarn)}
            {field(t('orders.kitchen.lateMinutes'), late, setLate)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('orders.kitchen.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('orders.kitchen.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
