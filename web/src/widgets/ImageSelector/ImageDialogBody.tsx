import ImageIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from './FilePicker.tsx';
import type { useImageDialog } from './useImageDialog.ts';
import { useObjectUrl } from './useObjectUrl.ts';

// react-image-crop is downloaded when a staff member opens the dialog, not with every form that
// shows an image field.
const ImageCropper = lazy(async () => ({
  default: (await import('./ImageCropper.tsx')).ImageCropper,
}));

type Props = {
  readonly state: ReturnType<typeof useImageDialog>;
  readonly aspect: number | undefined;
  readonly canUpload: boolean;
  readonly percent: number;
};

/** The dialog's content: the file chooser (also a drop zone), the errors and the cropper. */
export const ImageDialogBody = ({ state, aspect, canUpload, percent }: Props) => {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const fileUrl = useObjectUrl(state.file);
  const previewUrl = useObjectUrl(state.newImage);

  return (
    <DialogContent
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file && !state.uploading) state.pick(file);
      }}
      sx={{
        outline: dragging ? '3px dashed' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: -8,
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {!canUpload && <Alert severity="warning">{t('widgets.ImageSelector.noEnterprise')}</Alert>}
        <FilePicker onPick={state.pick} hasFile={state.file !== null} disabled={state.uploading} />
        {state.fileError && (
          <Typography color="error" role="alert" sx={{ fontWeight: 500 }}>
            {t(state.fileError)}
          </Typography>
        )}
        {state.uploading && (
          <Typography role="status">{t('widgets.ImageSelector.uploading', { percent })}</Typography>
        )}
        {state.uploadError && (
          <Alert severity="error" role="alert">
            {t(state.uploadError)}
          </Alert>
        )}
        {fileUrl ? (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: 'flex-start' }}
          >
            <Suspense fallback={<CircularProgress aria-label={t('app.loading')} />}>
              <ImageCropper
                src={fileUrl}
                alt={t('widgets.ImageSelector.chosenImage')}
                aspect={aspect}
                crop={state.crop}
                onCropChange={state.setCrop}
                onLoad={state.onImageLoad}
                onError={state.onImageError}
                disabled={state.uploading}
              />
            </Suspense>
            {previewUrl && (
              <Box>
                <Typography variant="subtitle2" component="p" gutterBottom>
                  {t('widgets.ImageSelector.preview')}
                </Typography>
                <Box
                  component="img"
                  src={previewUrl}
                  alt={t('widgets.ImageSelector.preview')}
                  sx={{
                    display: 'block',
                    maxWidth: 240,
                    maxHeight: 240,
                    borderRadius: 1,
                    boxShadow: 1,
                  }}
                />
              </Box>
            )}
          </Stack>
        ) : (
          <Stack
            spacing={1}
            sx={{
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 240,
              border: 2,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 2,
              color: 'text.secondary',
              p: 3,
              textAlign: 'center',
            }}
          >
            <ImageIcon sx={{ fontSize: 56 }} />
            <Typography>{t('widgets.ImageSelector.dropHere')}</Typography>
          </Stack>
        )}
      </Stack>
    </DialogContent>
  );
};
