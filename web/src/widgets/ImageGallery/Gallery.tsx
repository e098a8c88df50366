import { GALLERY_BLOCK_MAX_IMAGES } from '@carta/domain/image-rules';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageGallery } from './ImageGallery.tsx';
import { ImageGalleryInput } from './ImageGalleryInput.tsx';

const DEMO = ['/img/demo/pool.svg', '/img/demo/lobby.svg', '/img/demo/breakfast.svg'];
// Sources must differ (deleting removes by source): a fragment keeps the same file.
const demoImages = (count: number) =>
  Array.from({ length: count }, (_, i) => `${DEMO[i % DEMO.length]}#${i + 1}`);

const Demo = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="figure" sx={{ m: 0 }}>
    <Typography component="figcaption" variant="subtitle2" gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/** Every state of the gallery; the first uploads for real to the session's enterprise. */
export const Gallery = () => {
  const { t } = useTranslation();
  const [block, setBlock] = useState<string[]>(demoImages(2));
  const [full, setFull] = useState<string[]>(demoImages(GALLERY_BLOCK_MAX_IMAGES));
  const [open, setOpen] = useState<string[]>([]);
  const [orphan, setOrphan] = useState<string[]>([]);
  const g = (key: 'block' | 'atLimit' | 'noLimit' | 'noEnterprise' | 'disabled') =>
    t(`widgets.ImageGallery.gallery.${key}`);

  return (
    <Stack spacing={4}>
      <Demo title={g('block')}>
        <ImageGallery value={block} onChange={setBlock} limit={GALLERY_BLOCK_MAX_IMAGES} />
      </Demo>
      <Demo title={g('atLimit')}>
        <ImageGallery value={full} onChange={setFull} limit={GALLERY_BLOCK_MAX_IMAGES} />
      </Demo>
      <Stack direction="row" useFlexGap spacing={6} sx={{ flexWrap: 'wrap' }}>
        <Demo title={g('noLimit')}>
          <ImageGallery value={open} onChange={setOpen} />
        </Demo>
        <Demo title={g('noEnterprise')}>
          <ImageGalleryInput value={orphan} onChange={setOrphan} upload={null} />
        </Demo>
        <Demo title={g('disabled')}>
          <ImageGalleryInput
            value={demoImages(2)}
            onChange={() => undefined}
            upload={null}
            disabled
          />
        </Demo>
      </Stack>
    </Stack>
  );
};
