import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import CircularProgress from '@mui/material/CircularProgress';
import MuiSpeedDial, { type CloseReason, type OpenReason } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';

export type SpeedDialProps = {
  /** Each action shows only when its handler is given. */
  readonly onSave?: () => void;
  /** While true, save is disabled and shows a spinner (so is the closed dial's button). */
  readonly saving?: boolean;
  readonly onUndo?: () => void;
  /** 'undo' discards the changes of an existing entry; 'cancel' abandons a new one. */
  readonly undoKind?: 'undo' | 'cancel';
  /** Called only after the user confirms: deleting is never one click away. */
  readonly onDelete?: () => void;
  readonly deleteMessage?: string;
  readonly onAdd?: () => void;
  /** The translated name of the current entry's type: the add action names it. */
  readonly entryTypeName?: string;
  /** 'fixed' floats at mid-height of the right edge (behaviour.md#widgets); 'inline' stays in the flow (previews). */
  readonly placement?: 'fixed' | 'inline';
};

type Action = { key: string; label: string; icon: ReactNode; run: () => void; busy?: boolean };

const placements: Record<NonNullable<SpeedDialProps['placement']>, SxProps<Theme>> = {
  fixed: {
    position: 'fixed',
    right: 16,
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: (theme) => theme.zIndex.speedDial,
  },
  inline: { position: 'relative', display: 'inline-flex' },
};

/** The editor's floating actions: save, undo or cancel, delete and add. */
export const SpeedDial = ({
  onSave,
  saving = false,
  onUndo,
  undoKind = 'undo',
  onDelete,
  deleteMessage,
  onAdd,
  entryTypeName,
  placement = 'fixed',
}: SpeedDialProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const actions: Action[] = [];
  if (onSave)
    actions.push({
      key: 'save',
      label: saving ? t('widgets.SpeedDial.saving') : t('common.save'),
      icon: saving ? <CircularProgress size={20} aria-hidden /> : <SaveIcon />,
      run: onSave,
      busy: saving,
    });
  if (onUndo)
    actions.push({
      key: 'undo',
      label: undoKind === 'undo' ? t('widgets.SpeedDial.undo') : t('common.cancel'),
      icon: undoKind === 'undo' ? <UndoIcon /> : <CloseIcon />,
      run: onUndo,
    });
  if (onDelete)
    actions.push({
      key: 'delete',
      label: t('common.delete'),
      icon: <DeleteIcon color="error" />,
      run: () => setConfirming(true),
    });
  if (onAdd)
    actions.push({
      key: 'add',
      label: entryTypeName
        ? t('widgets.SpeedDial.addType', { type: entryTypeName })
        : t('widgets.SpeedDial.add'),
      icon: <AddIcon />,
      run: onAdd,
    });
  if (actions.length === 0) return null;

  // Opened by a click, Enter or Space only: opening on hover made the click that follows close it.
  const onOpen = (_event: unknown, reason: OpenReason) => {
    if (reason === 'toggle') setOpen(true);
  };
  const onClose = (_event: unknown, reason: CloseReason) => {
    if (reason !== 'mouseLeave') setOpen(false);
  };

  return (
    <>
      <MuiSpeedDial
        ariaLabel={t('widgets.SpeedDial.actions')}
        direction="up"
        open={open}
        onOpen={onOpen}
        onClose={onClose}
        icon={
          saving && !open ? (
            <CircularProgress size={24} color="inherit" aria-hidden />
          ) : (
            <SpeedDialIcon />
          )
        }
        sx={placements[placement]}
      >
        {actions.map(({ key, label, icon, run, busy }) => (
          <SpeedDialAction
            key={key}
            icon={icon}
            onClick={() => {
              setOpen(false);
              run();
            }}
            slotProps={{
              tooltip: { title: label, placement: 'left' },
              fab: { disabled: busy, 'aria-busy': busy || undefined },
            }}
          />
        ))}
      </MuiSpeedDial>
      {onDelete && (
        <ConfirmDialog
          open={confirming}
          title={t('confirmDelete.title')}
          message={deleteMessage ?? t('confirmDelete.message')}
          confirmLabel={t('common.delete')}
          destructive
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
        />
      )}
    </>
  );
};
