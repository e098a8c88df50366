import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMenuEditorStore } from './store.ts';

/** The "please stand by" modal (behaviour.md#menu-editor). Without onClose it cannot be dismissed, which also keeps
 * edits from racing the save. */
export const SavingDialog = () => {
  const { t } = useTranslation();
  const saving = useMenuEditorStore((state) => state.saving);
  return (
    <Dialog open={saving} aria-labelledby="saving-dialog-text">
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-busy="true">
          <CircularProgress size={28} />
          <Typography id="saving-dialog-text">{t('common.pleaseStandBy')}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
};
