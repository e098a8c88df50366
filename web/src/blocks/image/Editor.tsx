import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageSelector } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { ImageSummary } from '../shared/ImageSummary.tsx';
import type { BlockEditorProps } from '../types.ts';

/**
 * Image (4): one image. §2.7 describes one tab per content language, but the schema keeps a single
 * `Image` (the per-language image is the Image translate block, 41): one selector, no tabs.
 */
export const Editor = memo(function ImageEditor({
  content,
  onChange,
  collapsed,
}: BlockEditorProps) {
  const { t } = useTranslation();
  const image = typeof content.Image === 'string' && content.Image !== '' ? content.Image : null;
  if (collapsed)
    return image ? (
      <ImageSummary images={[{ src: image, alt: t('blocks.image.thumbnail') }]} />
    ) : (
      <Typography variant="body2" color="text.secondary" noWrap>
        {t('blocks.image.none')}
      </Typography>
    );
  return (
    <ImageSelector
      label={t('blocks.image.image')}
      value={image}
      onChange={(Image) => onChange({ Image })}
      variant="logo"
      allowOriginal
      clearable
    />
  );
});
