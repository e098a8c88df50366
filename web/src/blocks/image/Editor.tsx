import { isFileUrl } from '@carta/domain/urls';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { ImageSummary } from '../shared/ImageSummary.tsx';
import type { BlockEditorProps } from '../types.ts';

/**
 * Image (4): one image. behaviour.md#blocks describes one tab per content language, but the schema keeps a single
 * `Image` (the per-language image is the Image translate block, 41): one selector, no tabs.
 */
export const Editor = memo(function ImageEditor({
  data,
  onChange,
  collapsed,
}: BlockEditorProps<'image'>) {
  const { t } = useTranslation();
  // The schema keeps '' as well as null for 'no image'.
  const image = data.Image || null;
  // Older data may hold an image linked over plain http, which the server no longer stores.
  const refused = image !== null && !isFileUrl(image);
  const ref = useFieldValidity<HTMLDivElement>(refused, { field: 'Image' });
  if (collapsed)
    return image ? (
      <ImageSummary images={[{ src: image, alt: t('blocks.image.thumbnail') }]} />
    ) : (
      <Typography variant="body2" color="text.secondary" noWrap>
        {t('blocks.image.none')}
      </Typography>
    );
  return (
    <Stack ref={ref} tabIndex={-1} spacing={0.5}>
      <ImageSelector
        label={t('blocks.image.image')}
        value={image}
        onChange={(Image) => onChange({ Image })}
        variant="logo"
        allowOriginal
        clearable
      />
      {refused && (
        <FormHelperText error role="alert">
          {t('blocks.image.refusedUrl')}
        </FormHelperText>
      )}
    </Stack>
  );
});
