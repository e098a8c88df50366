import type { HoursMinutes } from '@carta/domain/duration';
import type { Weekday, WeeklyTimetable } from '@carta/domain/timetable';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { TimePickerDialog } from '../TimePicker/TimePickerDialog.tsx';
import { CopyDaysDialog } from './CopyDaysDialog.tsx';
import { dayName } from './dayNames.ts';

/** Which dialog of the schedule editor is open, and for which day. */
export type ScheduleDialog =
  | { readonly kind: 'confirm24' | 'limit' | 'copy' | 'clear'; readonly day: Weekday }
  | { readonly kind: 'edit'; readonly day: Weekday; readonly index: number };

export type ScheduleDialogsProps = {
  readonly dialog: ScheduleDialog | null;
  readonly timetable: WeeklyTimetable;
  readonly onClose: () => void;
  readonly onForce24: (day: Weekday) => void;
  readonly onCopy: (day: Weekday, toDays: Weekday[]) => void;
  readonly onClear: (day: Weekday) => void;
  readonly onEdit: (day: Weekday, index: number, entry: HoursMinutes) => void;
};

/** The behaviour.md#errors limit dialogs, the copy dialog, the clear confirmation and the chip's edit-time dialog. */
export const ScheduleDialogs = ({
  dialog,
  timetable,
  onClose,
  onForce24,
  onCopy,
  onClear,
  onEdit,
}: ScheduleDialogsProps) => {
  const { t } = useTranslation();
  const day = dialog?.day ?? 0;
  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'confirm24'}
        title={t('widgets.WeeklySchedule.limitTitle')}
        message={t('widgets.WeeklySchedule.confirm24')}
        onClose={onClose}
        onConfirm={() => onForce24(day)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'limit'}
        title={t('widgets.WeeklySchedule.limitTitle')}
        message={t('widgets.WeeklySchedule.limit')}
        onClose={onClose}
      />
      <ConfirmDialog
        open={dialog?.kind === 'clear'}
        title={t('confirmDelete.title')}
        message={t('widgets.WeeklySchedule.clearMessage', { day: dayName(t, day) })}
        onClose={onClose}
        onConfirm={() => onClear(day)}
        confirmLabel={t('common.delete')}
        destructive
      />
      {dialog?.kind === 'copy' && (
        <CopyDaysDialog
          from={dialog.day}
          onCancel={onClose}
          onAccept={(toDays) => onCopy(dialog.day, toDays)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <TimePickerDialog
          open
          title={t('widgets.WeeklySchedule.editTime')}
          value={timetable[dialog.day][dialog.index] ?? null}
          onCancel={onClose}
          onAccept={(entry) => onEdit(dialog.day, dialog.index, entry)}
        />
      )}
    </>
  );
};
