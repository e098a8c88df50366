import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly onClose: () => void;
  /** With a confirm handler the dialog asks (Cancel / OK); without one it only informs (Close). */
  readonly onConfirm?: () => void;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  readonly destructive?: boolean;
};

/** The generic confirm dialog of behaviour.md#widgets. */
export const ConfirmDialog = ({
  open,
  title,
  message,
  onClose,
  onConfirm,
  confirmLabel,
  cancelLabel,
  destructive = false,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {onConfirm ? (
          <>
            <Button onClick={onClose} autoFocus>
              {cancelLabel ?? t('common.cancel')}
            </Button>
            <Button
              onClick={onConfirm}
              variant="contained"
              color={destructive ? 'error' : 'primary'}
            >
              {confirmLabel ?? t('common.ok')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} autoFocus>
            {cancelLabel ?? t('common.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
