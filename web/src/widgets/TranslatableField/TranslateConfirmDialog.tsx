import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageList } from './languages.ts';
import type { PendingTranslation } from './useTranslatableEditing.ts';

/**
 * Asks before a machine translation replaces text written by hand, naming those languages; the
 * empty or stale ones can still be filled alone.
 */
export const TranslateConfirmDialog = ({
  pending,
  onAnswer,
}: {
  readonly pending: PendingTranslation;
  readonly onAnswer: (answer: 'replace' | 'fill' | 'cancel') => void;
}) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const names = (codes: readonly string[]) => languageList(codes, i18n.language);
  return (
    <Dialog open onClose={() => onAnswer('cancel')} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{t('widgets.TranslatableField.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('widgets.TranslatableField.confirm.message', {
            count: pending.replaces.length,
            languages: names(pending.replaces),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onAnswer('cancel')}>{t('common.cancel')}</Button>
        {pending.fills.length > 0 && (
          <Button onClick={() => onAnswer('fill')}>
            {t('widgets.TranslatableField.confirm.fillOnly', { languages: names(pending.fills) })}
          </Button>
        )}
        <Button variant="contained" onClick={() => onAnswer('replace')}>
          {t('widgets.TranslatableField.confirm.replace')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
