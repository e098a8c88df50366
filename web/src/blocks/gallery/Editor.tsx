import { GALLERY_BLOCK_MAX_IMAGES } from '@carta/domain/image-rules';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageGallery } from '../../widgets/ImageGallery/ImageGallery.tsx';
import { useDraftText } from '../shared/useDraftText.ts';
import type { BlockEditorProps } from '../types.ts';
import { heightOf, heightText, isHeightText } from './mobileHeight.ts';

/** Gallery (7): up to 12 images, optionally a slider with a forced height on mobiles. */
export const Editor = memo(function GalleryEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'gallery'>) {
  const { t } = useTranslation();
  const slider = data.GallerySlider;
  const images = data.Images;
  const height = useDraftText(heightText(data.GalleryMobileHeight), {
    accepts: isHeightText,
    commit: (text) => onChange({ GalleryMobileHeight: heightOf(text) }),
    normalize: (text) => heightText(heightOf(text)),
  });

  if (collapsed)
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {t(slider ? 'blocks.gallery.summarySlider' : 'blocks.gallery.summary', {
          count: images.length,
        })}
      </Typography>
    );

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={slider}
              onChange={(event) => onChange({ GallerySlider: event.target.checked })}
            />
          }
          label={t('blocks.gallery.slider')}
        />
        {slider && (
          <TextField
            label={t('blocks.gallery.mobileHeight')}
            size="small"
            inputRef={height.inputRef}
            value={height.text}
            onChange={(event) => height.onChange(event.target.value.trim())}
            onBlur={height.onBlur}
            error={height.invalid}
            helperText={
              height.invalid ? t('blocks.gallery.heightRange') : t('blocks.gallery.heightHint')
            }
            sx={{ width: 280 }}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 4 },
              input: { endAdornment: <InputAdornment position="end">px</InputAdornment> },
            }}
          />
        )}
      </Stack>
      <ImageGallery
        label={t('blocks.gallery.images')}
        value={images}
        limit={GALLERY_BLOCK_MAX_IMAGES}
        onChange={(Images) => onChange({ Images })}
      />
    </Stack>
  );
});
