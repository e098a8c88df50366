import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  readonly title: string;
  readonly children: ReactNode;
  /** The form's message when the server refused it (the refused fields are marked in the form). */
  readonly error: string | null;
  readonly saving: boolean;
  readonly canSave: boolean;
  readonly onSave: () => void;
  readonly onClose: () => void;
};

/** A printer's or an endpoint's form in a dialog: Save sends it, Cancel or Escape leaves it. */
export const EditDialog = ({ title, children, error, saving, canSave, onSave, onClose }: Props) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {children}
        {error && (
          <Typography color="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('integrations.cancel')}</Button>
        <Button variant="contained" onClick={onSave} disabled={saving || !canSave}>
          {t('integrations.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
