import { WEEKDAYS, type Weekday } from '@carta/domain/timetable';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayName, shortDayName } from './dayNames.ts';

export type CopyDaysDialogProps = {
  readonly from: Weekday;
  readonly onCancel: () => void;
  readonly onAccept: (toDays: Weekday[]) => void;
};

/** behaviour.md#widgets 'Días en los que copiar los valores': one toggle per day, three-letter names. */
export const CopyDaysDialog = ({ from, onCancel, onAccept }: CopyDaysDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [days, setDays] = useState<Weekday[]>([]);

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('widgets.WeeklySchedule.copyTitle')}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          value={days}
          onChange={(_, next: Weekday[]) => setDays(next)}
          aria-label={t('widgets.WeeklySchedule.copyDays')}
          size="small"
          color="primary"
          sx={{ flexWrap: 'wrap' }}
        >
          {WEEKDAYS.map((day) => (
            <ToggleButton
              key={day}
              value={day}
              // The source day is shown for orientation but cannot be its own target.
              disabled={day === from}
              aria-label={dayName(t, day)}
              sx={{ minWidth: 52, color: day === 0 ? 'error.main' : undefined }}
            >
              {shortDayName(t, day)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={days.length === 0}
          onClick={() => onAccept([...days].sort((a, b) => a - b))}
        >
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
