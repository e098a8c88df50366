import { expect, it } from 'vitest';
import { GALLERY_BLOCK_MAX_IMAGES } from '../image-rules.ts';
import { gallery } from './gallery.ts';
import { blockSuite, expectRejects } from './test-helpers.ts';

const images = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/1/img${i}.webp`);

blockSuite(
  gallery,
  {
    wrongTypes: [
      ['GallerySlider', 'yes'],
      ['GalleryMobileHeight', '300'],
      ['Images', '/uploads/1/a.webp'],
    ],
    bounds: [
      ['Images', images(12), images(13)],
      ['GalleryMobileHeight', 1000, 1001],
      ['GalleryMobileHeight', 0, -1],
    ],
  },
  () => {
    it('an image must be a URL or /path, not empty nor javascript:', () => {
      expectRejects(gallery, { Images: [''] }, 'Images.0');
      expectRejects(gallery, { Images: ['javascript:alert(1)'] }, 'Images.0');
    });
    it('12 is the behaviour.md#validation limit', () => {
      expect(GALLERY_BLOCK_MAX_IMAGES).toBe(12);
    });
  },
);
