import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications.tsx';
import { ConfirmDialog } from '../../widgets/ConfirmDialog/ConfirmDialog.tsx';
import { type Point, pointUrl } from './api.ts';
import { PointQrImage } from './PointQrImage.tsx';
import { useRotateCode } from './queries.ts';

type Props = {
  readonly ws: string;
  readonly point: Point;
  readonly name: string;
  readonly onClose: () => void;
};

/** One point's QR code, the address it carries (to copy), and rotating the code. */
export const PointQrDialog = ({ ws, point, name, onClose }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateCode(ws);
  // The rotated point is shown at once, before the list's refetch answers.
  const shown = rotate.data?.data.ID === point.ID ? rotate.data.data : point;
  const url = pointUrl(window.location.origin, ws, shown.Code);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('points.qr.copied', 'success');
    } catch {
      notify('points.qr.copyError', 'warning');
    }
  };

  const confirmRotate = () => {
    setConfirming(false);
    rotate.mutate(point.ID, {
      onSuccess: () => notify('points.qr.rotated', 'success'),
      onError: () => notify('points.qr.rotateError', 'error', { persist: true }),
    });
  };

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${id}-title`}>{t('points.qr.title', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
            <PointQrImage url={url} label={t('points.qr.image', { url })} />
            {!shown.Active && (
              <Alert severity="warning" role="note" sx={{ alignSelf: 'stretch' }}>
                {t('points.qr.inactiveNote')}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ alignSelf: 'stretch', alignItems: 'center' }}>
              <TextField
                label={t('points.qr.url')}
                value={url}
                size="small"
                fullWidth
                // The whole address is readable, so staff can check the code it carries.
                multiline
                maxRows={3}
                slotProps={{ htmlInput: { readOnly: true, style: { wordBreak: 'break-all' } } }}
                onFocus={(event) => event.target.select()}
              />
              <Tooltip title={t('points.qr.copy')}>
                <IconButton aria-label={t('points.qr.copy')} onClick={() => void copy()}>
                  <ContentCopy />
                </IconButton>
              </Tooltip>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button color="warning" onClick={() => setConfirming(true)} loading={rotate.isPending}>
            {t('points.qr.rotate')}
          </Button>
          <Button onClick={onClose} variant="contained">
            {t('points.qr.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('points.qr.rotateTitle', { name })}
        message={t('points.qr.rotateBody')}
        confirmLabel={t('points.qr.rotateConfirm')}
        cancelLabel={t('points.delete.cancel')}
        onConfirm={confirmRotate}
        onClose={() => setConfirming(false)}
        destructive
      />
    </>
  );
};
