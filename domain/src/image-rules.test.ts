import { describe, expect, it } from 'vitest';
import {
  clampCropPercent,
  cropOutputSize,
  cropToPixels,
  GALLERY_BLOCK_MAX_IMAGES,
  IMAGE_MAX_BYTES,
  IMAGE_SIZES,
  isAcceptedImageFile,
  isCropWithinLimits,
  largestCenteredCrop,
  showsAddTile,
} from './image-rules.ts';

const MB = 1024 * 1024;

describe('behaviour.md#validation image file: only image/* files, at most 2 MB', () => {
  it('accepts images up to exactly 2 MB', () => {
    expect(IMAGE_MAX_BYTES).toBe(2 * MB);
    expect(isAcceptedImageFile({ type: 'image/png', size: 1 })).toBe(true);
    expect(isAcceptedImageFile({ type: 'image/jpeg', size: 2 * MB })).toBe(true);
    expect(isAcceptedImageFile({ type: 'IMAGE/WEBP', size: 1000 })).toBe(true);
  });

  it('refuses an image one byte over 2 MB', () => {
    expect(isAcceptedImageFile({ type: 'image/png', size: 2 * MB + 1 })).toBe(false);
    expect(isAcceptedImageFile({ type: 'image/jpeg', size: 3 * MB })).toBe(false);
  });

  it('refuses files that are not image/*, whatever their size', () => {
    expect(isAcceptedImageFile({ type: 'application/pdf', size: 100 })).toBe(false);
    expect(isAcceptedImageFile({ type: 'text/plain', size: 1 })).toBe(false);
    expect(isAcceptedImageFile({ type: '', size: 1 })).toBe(false);
    expect(isAcceptedImageFile({ type: 'video/image', size: 1 })).toBe(false);
  });
});

describe('behaviour.md#validation cropper: 10% to 100% of the image in width and height', () => {
  it('keeps a crop already within limits', () => {
    const crop = { x: 5, y: 10, width: 50, height: 40 };
    expect(clampCropPercent(crop)).toEqual(crop);
    expect(isCropWithinLimits(crop)).toBe(true);
    expect(isCropWithinLimits({ x: 0, y: 0, width: 100, height: 100 })).toBe(true);
    expect(isCropWithinLimits({ x: 90, y: 90, width: 10, height: 10 })).toBe(true);
  });

  it('raises a crop under 10% and lowers one over 100%', () => {
    expect(clampCropPercent({ x: 0, y: 0, width: 4, height: 120 })).toEqual({
      x: 0,
      y: 0,
      width: 10,
      height: 100,
    });
    expect(isCropWithinLimits({ x: 0, y: 0, width: 9, height: 50 })).toBe(false);
    expect(isCropWithinLimits({ x: 0, y: 0, width: 50, height: 9.5 })).toBe(false);
    expect(isCropWithinLimits({ x: 0, y: 0, width: 101, height: 50 })).toBe(false);
  });

  it('keeps the crop inside the image', () => {
    expect(clampCropPercent({ x: 95, y: -3, width: 20, height: 20 })).toEqual({
      x: 80,
      y: 0,
      width: 20,
      height: 20,
    });
    expect(isCropWithinLimits({ x: 95, y: 0, width: 20, height: 20 })).toBe(false);
  });

  it('tolerates the floating point of the cropper at the limits', () => {
    expect(isCropWithinLimits({ x: 0, y: 0, width: 9.9999999, height: 100.0000001 })).toBe(true);
  });

  it('reads a crop with no number as the whole image', () => {
    expect(clampCropPercent({ x: Number.NaN, y: 0, width: Number.NaN, height: 50 })).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 50,
    });
  });
});

describe('behaviour.md#widgets initial crop: centred at the largest allowed size', () => {
  it('is the whole image without a fixed aspect', () => {
    expect(largestCenteredCrop(800, 600)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });

  it('takes the full height of a wide image for a square aspect, centred', () => {
    expect(largestCenteredCrop(1000, 500, 1)).toEqual({ x: 25, y: 0, width: 50, height: 100 });
  });

  it('takes the full width of a tall image for a 4:3 aspect, centred', () => {
    const crop = largestCenteredCrop(600, 1200, 4 / 3);
    expect(crop.width).toBe(100);
    expect(crop.height).toBeCloseTo(37.5);
    expect(crop.y).toBeCloseTo(31.25);
    // 600 x 450 pixels: 4:3.
    expect((600 * crop.width) / (1200 * crop.height)).toBeCloseTo(4 / 3);
  });
});

describe('crop to pixels and output size', () => {
  it('converts percent to whole natural pixels inside the image', () => {
    expect(cropToPixels({ x: 25, y: 0, width: 50, height: 100 }, 1000, 500)).toEqual({
      x: 250,
      y: 0,
      width: 500,
      height: 500,
    });
    expect(cropToPixels({ x: 33.3, y: 33.3, width: 66.7, height: 66.7 }, 3, 3)).toEqual({
      x: 1,
      y: 1,
      width: 2,
      height: 2,
    });
  });

  it('draws at the requested output size (behaviour.md#limits gallery 1280x853)', () => {
    expect(cropOutputSize({ width: 400, height: 300 }, IMAGE_SIZES.gallery)).toEqual({
      width: 1280,
      height: 853,
    });
  });

  it('otherwise keeps the natural size, capped at 1920 px a side', () => {
    expect(cropOutputSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(cropOutputSize({ width: 4000, height: 3000 })).toEqual({ width: 1920, height: 1440 });
    expect(cropOutputSize({ width: 1000, height: 5000 })).toEqual({ width: 384, height: 1920 });
  });
});

describe('behaviour.md#widgets gallery add tile', () => {
  it('shows when no limit is set', () => {
    expect(showsAddTile(0)).toBe(true);
    expect(showsAddTile(40)).toBe(true);
    expect(showsAddTile(40, null)).toBe(true);
  });

  it('shows while the count is below the limit and hides once it reaches it (behaviour.md#validation: 12)', () => {
    expect(showsAddTile(GALLERY_BLOCK_MAX_IMAGES - 1, GALLERY_BLOCK_MAX_IMAGES)).toBe(true);
    expect(showsAddTile(GALLERY_BLOCK_MAX_IMAGES, GALLERY_BLOCK_MAX_IMAGES)).toBe(false);
    expect(showsAddTile(GALLERY_BLOCK_MAX_IMAGES + 1, GALLERY_BLOCK_MAX_IMAGES)).toBe(false);
  });

  it('shows when there are no images, whatever the limit', () => {
    expect(showsAddTile(0, 0)).toBe(true);
  });
});

describe('behaviour.md#limits image sizes', () => {
  it('names the output size and aspect of each kind of image', () => {
    expect(IMAGE_SIZES.product).toEqual({ width: 600, height: 600, aspect: 1 });
    expect(IMAGE_SIZES.food).toEqual({ width: 600, height: 600, aspect: 1 });
    expect(IMAGE_SIZES.gallery).toEqual({ width: 1280, height: 853, aspect: 4 / 3 });
    expect(IMAGE_SIZES.brochure).toEqual({ width: 960, height: 371, aspect: 21 / 9 });
    expect(IMAGE_SIZES.iconList).toEqual({ width: 200, height: 200, aspect: 1 });
  });
});
