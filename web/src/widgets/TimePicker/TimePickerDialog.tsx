import type { HoursMinutes } from '@carta/domain/duration';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeLocalization } from './TimeLocalization.tsx';

/** behaviour.md#limits: the time picker dialog is 290px wide. */
export const TIME_DIALOG_WIDTH = 290;

export type TimePickerDialogProps = {
  readonly open: boolean;
  readonly title: string;
  readonly value: HoursMinutes | null;
  readonly onCancel: () => void;
  readonly onAccept: (value: HoursMinutes) => void;
};

const toDayjs = (value: HoursMinutes | null): Dayjs =>
  dayjs()
    .startOf('day')
    .hour(value?.hours ?? 0)
    .minute(value?.minutes ?? 0);

/** A 24-hour clock in a dialog: nothing is reported until OK (behaviour.md#widgets). */
export const TimePickerDialog = ({ open, ...rest }: TimePickerDialogProps) =>
  open ? <OpenTimePickerDialog {...rest} /> : null;

const OpenTimePickerDialog = ({
  title,
  value,
  onCancel,
  onAccept,
}: Omit<TimePickerDialogProps, 'open'>) => {
  const { t } = useTranslation();
  const titleId = useId();
  // Null until the clock is touched: OK without a change keeps the value, even 24:00, which the
  // clock can only show as 00:00.
  const [draft, setDraft] = useState<Dayjs | null>(null);
  const accept = () => {
    if (draft === null || !draft.isValid()) {
      onAccept(value ?? { hours: 0, minutes: 0 });
      return;
    }
    onAccept({ hours: draft.hour(), minutes: draft.minute() });
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: TIME_DIALOG_WIDTH, maxWidth: TIME_DIALOG_WIDTH, m: 1 } } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 0 }}>
        {title}
      </DialogTitle>
      <TimeLocalization>
        <StaticTimePicker
          ampm={false}
          value={draft ?? toDayjs(value)}
          onChange={(next) => setDraft(next)}
          localeText={{ toolbarTitle: '' }}
          slotProps={{ actionBar: { actions: [] } }}
          sx={{
            minWidth: 0,
            bgcolor: 'transparent',
            '& .MuiPickersLayout-contentWrapper, & .MuiTimeClock-root': {
              width: '100%',
              minWidth: 0,
            },
            '& .MuiPickersToolbar-root': { px: 3, pt: 1 },
          }}
        />
      </TimeLocalization>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button onClick={accept} variant="contained">
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
