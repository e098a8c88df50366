import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerLocalization } from './PickerLocalization.tsx';

export type DatePickerDialogProps = {
  readonly open: boolean;
  readonly title: string;
  /** 'YYYY-MM-DD' or null: the calendar then opens on the current month. */
  readonly value: string | null;
  readonly onCancel: () => void;
  readonly onAccept: (value: string) => void;
};

/** A calendar in a dialog: nothing is reported until Aceptar; Cancelar, Escape and outside drop it. */
export const DatePickerDialog = ({ open, ...rest }: DatePickerDialogProps) =>
  open ? <OpenDatePickerDialog {...rest} /> : null;

const OpenDatePickerDialog = ({
  title,
  value,
  onCancel,
  onAccept,
}: Omit<DatePickerDialogProps, 'open'>) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [draft, setDraft] = useState<Dayjs | null>(value ? dayjs(value) : null);
  const accept = () => {
    if (draft?.isValid()) onAccept(draft.format('YYYY-MM-DD'));
    else onCancel();
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0 }}>
        {title}
      </DialogTitle>
      <PickerLocalization>
        <StaticDatePicker
          value={draft}
          onChange={(next) => setDraft(next)}
          slotProps={{ actionBar: { actions: [] }, toolbar: { hidden: true } }}
          sx={{ bgcolor: 'transparent' }}
        />
      </PickerLocalization>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button onClick={accept} variant="contained" disabled={!draft?.isValid()}>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
