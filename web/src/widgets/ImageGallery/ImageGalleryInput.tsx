import { IMAGE_SIZES, showsAddTile, THUMBNAIL_PX } from '@carta/domain/image-rules';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import type { CropImage } from '../ImageSelector/cropImage.ts';
import { ImageDialog } from '../ImageSelector/ImageDialog.tsx';
import type { ImageUpload } from '../ImageSelector/types.ts';

export type ImageGalleryInputProps = {
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  /** Null without an enterprise id: the dialog explains that nothing can be saved. */
  readonly upload: ImageUpload | null;
  /** Once the count reaches it, the 'add image' tile hides (behaviour.md#validation: 12 in a gallery block). */
  readonly limit?: number;
  readonly label?: string;
  readonly disabled?: boolean;
  readonly cropImage?: CropImage;
};

const { gallery } = IMAGE_SIZES;

/** Stable keys for a list that may hold the same source twice: the source and its occurrence. */
const keysOf = (sources: readonly string[]): string[] => {
  const seen = new Map<string, number>();
  return sources.map((src) => {
    const n = (seen.get(src) ?? 0) + 1;
    seen.set(src, n);
    return `${src}\u0000${n}`;
  });
};
const GALLERY_OUTPUT = { width: gallery.width, height: gallery.height };

/**
 * behaviour.md#widgets image gallery, pure: rounded thumbnails with a red delete button each, then an 'add image'
 * tile opening the image dialog with the gallery crop (1280x853, 4:3).
 */
export const ImageGalleryInput = ({
  value,
  onChange,
  upload,
  limit,
  label,
  disabled = false,
  cropImage,
}: ImageGalleryInputProps) => {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const total = value.length;
  const keys = keysOf(value);

  return (
    <Box role="group" aria-label={label ?? t('widgets.ImageGallery.images')}>
      {label && (
        <Typography variant="body2" color="text.secondary" component="p" gutterBottom>
          {label}
        </Typography>
      )}
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', pt: 1.5, pr: 1.5 }}>
        {value.map((src, index) => (
          <Box key={keys[index]} sx={{ position: 'relative', width: THUMBNAIL_PX }}>
            <Box
              component="img"
              src={src}
              alt={t('widgets.ImageGallery.imageOf', { n: index + 1, total })}
              sx={{
                display: 'block',
                width: THUMBNAIL_PX,
                height: THUMBNAIL_PX,
                objectFit: 'cover',
                borderRadius: 2,
                bgcolor: 'grey.100',
              }}
            />
            <IconButton
              aria-label={t('widgets.ImageGallery.delete', { n: index + 1 })}
              onClick={() => setDeleting(src)}
              disabled={disabled}
              sx={{
                position: 'absolute',
                top: -12,
                right: -12,
                width: 30,
                height: 30,
                bgcolor: 'error.main',
                color: 'error.contrastText',
                boxShadow: 2,
                '&:hover': { bgcolor: 'error.dark' },
              }}
            >
              <DeleteIcon sx={{ fontSize: 18 }} />
            </IconButton>
          </Box>
        ))}
        {showsAddTile(total, limit) && (
          <ButtonBase
            aria-label={t('widgets.ImageGallery.add')}
            onClick={() => setAdding(true)}
            disabled={disabled}
            focusRipple
            sx={{
              width: THUMBNAIL_PX,
              height: THUMBNAIL_PX,
              borderRadius: 2,
              border: 2,
              borderStyle: 'dashed',
              borderColor: disabled ? 'action.disabled' : 'primary.main',
              color: disabled ? 'action.disabled' : 'primary.main',
              '&.Mui-focusVisible': { outline: '3px solid', outlineOffset: 2 },
            }}
          >
            <AddIcon sx={{ fontSize: 40 }} />
          </ButtonBase>
        )}
      </Stack>
      {limit !== undefined && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('widgets.ImageGallery.count', { count: total, limit })}
        </Typography>
      )}
      {adding && (
        <ImageDialog
          upload={upload}
          aspect={gallery.aspect}
          output={GALLERY_OUTPUT}
          cropImage={cropImage}
          onClose={() => setAdding(false)}
          onUploaded={(url) => {
            setAdding(false);
            onChange([...value, url]);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message')}
        confirmLabel={t('common.delete')}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          // behaviour.md#editing gallery: deleting removes the image by its source.
          onChange(value.filter((src) => src !== deleting));
          setDeleting(null);
        }}
      />
    </Box>
  );
};
