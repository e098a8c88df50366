import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { GALLERY_BLOCK_MAX_IMAGES } from '../image-rules.ts';
import { defineBlock, keepAll } from './block.ts';
import { heightSchema } from './fields.ts';

/** Gallery (7): up to 12 images (behaviour.md#validation), optionally a slider with a forced height on mobiles. */
export const gallery = defineBlock({
  key: 'gallery',
  id: 7,
  icon: 'mdi-image-multiple',
  group: 'textMedia',
  guest: keepAll('GallerySlider', 'GalleryMobileHeight', 'Images'),
  schema: z.strictObject({
    GallerySlider: z.boolean(),
    /** Pixels; null = the images' own height. */
    GalleryMobileHeight: heightSchema.nullable(),
    Images: z.array(urlSchema.min(1)).max(GALLERY_BLOCK_MAX_IMAGES),
  }),
  defaults: () => ({ GallerySlider: false, GalleryMobileHeight: null, Images: [] }),
});
