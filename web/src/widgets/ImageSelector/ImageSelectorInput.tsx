import { FULL_WIDTH_MARGIN_PX, LOGO_WIDTH_PX, THUMBNAIL_PX } from '@carta/domain/image-rules';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CropImage, OutputSize } from './cropImage.ts';
import { ImageDialog } from './ImageDialog.tsx';
import type { ImageUpload } from './types.ts';

/** behaviour.md#widgets: the placeholder shown while no image is set. */
export const PLACEHOLDER_IMAGE = `${import.meta.env.BASE_URL}img/default.png`;

export type ImageSelectorInputProps = {
  readonly value: string | null | undefined;
  /** The stored URL after an upload, or null when cleared. */
  readonly onChange: (value: string | null) => void;
  /** Null without an enterprise id: the dialog explains that nothing can be saved. */
  readonly upload: ImageUpload | null;
  readonly label?: string;
  /** 'logo' shows the image 275px wide instead of a 120px square. */
  readonly variant?: 'thumbnail' | 'logo';
  /** The width of the form minus 100px. */
  readonly fullWidth?: boolean;
  /** Fixed crop aspect, width over height (IMAGE_SIZES in @carta/domain/image-rules). */
  readonly aspect?: number;
  /** Size the crop is drawn at; default its natural size, at most 1920px a side. */
  readonly output?: OutputSize;
  readonly allowOriginal?: boolean;
  /** Shows the red 'X' badge that clears the image. */
  readonly clearable?: boolean;
  readonly disabled?: boolean;
  readonly cropImage?: CropImage;
};

type ImageBox = {
  width: number | string;
  height: number | string;
  maxHeight?: number;
  objectFit: 'cover' | 'contain';
};

const sizeOf = (variant: 'thumbnail' | 'logo', fullWidth: boolean): ImageBox => {
  if (fullWidth) return { width: '100%', height: 'auto', maxHeight: 480, objectFit: 'contain' };
  if (variant === 'logo')
    return { width: LOGO_WIDTH_PX, height: 'auto', maxHeight: LOGO_WIDTH_PX, objectFit: 'contain' };
  return { width: THUMBNAIL_PX, height: THUMBNAIL_PX, objectFit: 'cover' };
};

/** behaviour.md#widgets image selector, pure: a thumbnail, a button opening the image dialog, a clear badge. */
export const ImageSelectorInput = ({
  value,
  onChange,
  upload,
  label,
  variant = 'thumbnail',
  fullWidth = false,
  aspect,
  output,
  allowOriginal = false,
  clearable = false,
  disabled = false,
  cropImage,
}: ImageSelectorInputProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const openDialog = () => !disabled && setOpen(true);
  const name = label ?? t('widgets.ImageSelector.image');

  return (
    <Box
      sx={{
        display: fullWidth ? 'block' : 'inline-block',
        width: fullWidth ? `calc(100% - ${FULL_WIDTH_MARGIN_PX}px)` : undefined,
      }}
    >
      {label && (
        <Typography variant="body2" color="text.secondary" component="p" gutterBottom>
          {label}
        </Typography>
      )}
      <Box sx={{ position: 'relative', display: fullWidth ? 'block' : 'inline-block' }}>
        <Box
          component="img"
          src={value || PLACEHOLDER_IMAGE}
          alt={value ? name : t('widgets.ImageSelector.noImage', { label: name })}
          onClick={openDialog}
          sx={{
            ...sizeOf(variant, fullWidth),
            display: 'block',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.100',
            cursor: disabled ? 'default' : 'pointer',
            opacity: disabled ? 0.6 : 1,
          }}
        />
        <IconButton
          size="small"
          aria-label={t('widgets.ImageSelector.choose', { label: name })}
          onClick={openDialog}
          disabled={disabled}
          sx={{
            position: 'absolute',
            right: 6,
            bottom: 6,
            bgcolor: 'background.paper',
            boxShadow: 2,
            '&:hover': { bgcolor: 'grey.200' },
          }}
        >
          <AddPhotoIcon fontSize="small" />
        </IconButton>
        {clearable && value && (
          <IconButton
            aria-label={t('widgets.ImageSelector.clear', { label: name })}
            onClick={() => onChange(null)}
            disabled={disabled}
            sx={{
              position: 'absolute',
              top: -10,
              right: -10,
              width: 26,
              height: 26,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              boxShadow: 2,
              '&:hover': { bgcolor: 'error.dark' },
            }}
          >
            <CloseIcon sx={{ fontSize: 18 }} />
          </IconButton>
        )}
      </Box>
      {open && (
        <ImageDialog
          upload={upload}
          aspect={aspect}
          output={output}
          allowOriginal={allowOriginal}
          cropImage={cropImage}
          onClose={() => setOpen(false)}
          onUploaded={(url) => {
            setOpen(false);
            onChange(url);
          }}
        />
      )}
    </Box>
  );
};
