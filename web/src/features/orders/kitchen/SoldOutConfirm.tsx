import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.tsx';
import { useSoldOut } from '../service/queries.ts';

/** Asked before a dish is taken off sale from the pass: a long press can be an accident. */
export const SoldOutConfirm = ({
  ws,
  dish,
  onClose,
}: {
  readonly ws: string;
  readonly dish: { readonly id: number; readonly name: string };
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const soldOut = useSoldOut(ws);
  return (
    <Dialog open onClose={onClose} aria-labelledby="kitchen-sold-out-title" sx={{ zIndex: 2000 }}>
      <DialogTitle id="kitchen-sold-out-title">
        {t('stations.soldOutTitle', { name: dish.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('stations.soldOutBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('stations.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={soldOut.isPending}
          onClick={() =>
            soldOut.mutate(
              { kind: 'dish', id: dish.id, soldOut: true },
              {
                onSuccess: () => {
                  notify('stations.soldOutDone', 'success');
                  onClose();
                },
                onError: () => notify('stations.error', 'error', { persist: true }),
              },
            )
          }
        >
          {t('stations.soldOutConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
