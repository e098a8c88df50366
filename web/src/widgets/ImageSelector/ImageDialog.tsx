import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type CropImage, cropImageToBlob, type OutputSize } from './cropImage.ts';
import { ImageDialogBody } from './ImageDialogBody.tsx';
import type { ImageUpload } from './types.ts';
import { useImageDialog } from './useImageDialog.ts';

// MUI's disabled grey vanishes on a dark enterprise colour: fade the bar's own colour instead.
const onBar = {
  '&.Mui-disabled': { color: 'inherit', borderColor: 'currentColor', opacity: 0.45 },
};

export type ImageDialogProps = {
  /** Null without an enterprise id: nothing can be saved (behaviour.md#validation). */
  readonly upload: ImageUpload | null;
  readonly onClose: () => void;
  readonly onUploaded: (url: string) => void;
  readonly aspect?: number;
  readonly output?: OutputSize;
  /** Offers 'Subir original': the file as chosen, in its own format. */
  readonly allowOriginal?: boolean;
  /** How a crop is drawn; the canvas by default, a stub in tests (jsdom has no canvas). */
  readonly cropImage?: CropImage;
};

/** behaviour.md#widgets and behaviour.md#editing: the fullscreen 'select image' dialog. Mount it only while it is open. */
export const ImageDialog = ({
  upload,
  onClose,
  onUploaded,
  aspect,
  output,
  allowOriginal = false,
  cropImage = cropImageToBlob,
}: ImageDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const state = useImageDialog({ upload, aspect, output, cropImage, onUploaded });
  const { uploading, progress } = state;
  const canSend = upload !== null && !uploading;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Dialog
      open
      fullScreen
      onClose={uploading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-busy={uploading}
    >
      <AppBar position="relative" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('common.close')}
            onClick={onClose}
            disabled={uploading}
            sx={onBar}
          >
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('widgets.ImageSelector.dialogTitle')}
          </Typography>
          {allowOriginal && (
            <Button
              color="inherit"
              variant="outlined"
              disabled={!canSend || state.file === null}
              onClick={() => void state.send('original')}
              sx={onBar}
            >
              {t('widgets.ImageSelector.uploadOriginal')}
            </Button>
          )}
          <Button
            color="inherit"
            variant="outlined"
            disabled={!canSend || !state.canCrop}
            onClick={() => void state.send('crop')}
            sx={{ ...onBar, fontWeight: 700 }}
          >
            {t('common.ok')}
          </Button>
        </Toolbar>
        {uploading && (
          <LinearProgress
            variant="determinate"
            value={percent}
            color="secondary"
            aria-label={t('widgets.ImageSelector.uploading', { percent })}
          />
        )}
      </AppBar>
      <ImageDialogBody
        state={state}
        aspect={aspect}
        canUpload={upload !== null}
        percent={percent}
      />
    </Dialog>
  );
};
