import { IMAGE_SIZES } from '@carta/domain/image-rules';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { ImageSelector } from './ImageSelector.tsx';
import { ImageSelectorInput } from './ImageSelectorInput.tsx';
import type { ImageUpload } from './types.ts';

const DEMO = '/img/demo';
const { product } = IMAGE_SIZES;

/** Walks the progress bar, then refuses as the server does for an image over 2 MB. */
const refusingUpload: ImageUpload = async (_image, _ext, onProgress) => {
  for (const step of [0.25, 0.5, 0.75]) {
    onProgress(step);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new ApiError(413, 'too_large', 'the image is 2.4 MB; the limit is 2 MB');
};

const Demo = ({
  title,
  value,
  children,
}: {
  title: string;
  value: string | null;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {children}
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1, wordBreak: 'break-all' }}
      >
        {t('widgets.ImageSelector.gallery.value', {
          value: value ?? t('widgets.ImageSelector.gallery.empty'),
        })}
      </Typography>
    </Box>
  );
};

/** Every state of the image selector; the first three upload for real to the session's enterprise. */
export const Gallery = () => {
  const { t } = useTranslation();
  const [productImage, setProductImage] = useState<string | null>(null);
  const [logo, setLogo] = useState<string | null>(`${DEMO}/lobby.svg`);
  const [wide, setWide] = useState<string | null>(`${DEMO}/pool.svg`);
  const [failing, setFailing] = useState<string | null>(`${DEMO}/breakfast.svg`);
  const [orphan, setOrphan] = useState<string | null>(null);
  const g = (key: 'product' | 'logo' | 'fullWidth' | 'failing' | 'noEnterprise' | 'disabled') =>
    t(`widgets.ImageSelector.gallery.${key}`);

  return (
    <Stack spacing={4}>
      <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap' }}>
        <Demo title={g('product')} value={productImage}>
          <ImageSelector
            label={t('widgets.ImageSelector.image')}
            value={productImage}
            onChange={setProductImage}
            aspect={product.aspect}
            output={{ width: product.width, height: product.height }}
            allowOriginal
            clearable
          />
        </Demo>
        <Demo title={g('logo')} value={logo}>
          <ImageSelector label="Logo" variant="logo" value={logo} onChange={setLogo} clearable />
        </Demo>
        <Demo title={g('failing')} value={failing}>
          <ImageSelectorInput
            label={t('widgets.ImageSelector.image')}
            value={failing}
            onChange={setFailing}
            upload={refusingUpload}
          />
        </Demo>
        <Demo title={g('noEnterprise')} value={orphan}>
          <ImageSelectorInput
            label={t('widgets.ImageSelector.image')}
            value={orphan}
            onChange={setOrphan}
            upload={null}
          />
        </Demo>
        <Demo title={g('disabled')} value={`${DEMO}/pool.svg`}>
          <ImageSelectorInput
            label={t('widgets.ImageSelector.image')}
            value={`${DEMO}/pool.svg`}
            onChange={() => undefined}
            upload={null}
            clearable
            disabled
          />
        </Demo>
      </Stack>
      <Demo title={g('fullWidth')} value={wide}>
        <ImageSelector
          label={t('widgets.ImageSelector.image')}
          value={wide}
          onChange={setWide}
          fullWidth
          clearable
        />
      </Demo>
    </Stack>
  );
};
