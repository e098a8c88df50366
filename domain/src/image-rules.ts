/** behaviour.md#validation and behaviour.md#limits: an image file is at most 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** behaviour.md#validation: the crop covers at least 10% and at most 100% of the image, in width and in height. */
export const CROP_MIN_PERCENT = 10;
export const CROP_MAX_PERCENT = 100;

/** behaviour.md#limits: the new image follows the crop after it has rested this long. */
export const CROPPER_DEBOUNCE_MS = 500;

/** behaviour.md#limits thumbnail sizes: 120px square, a logo 275px wide, full width leaves 100px. */
export const THUMBNAIL_PX = 120;
export const LOGO_WIDTH_PX = 275;
export const FULL_WIDTH_MARGIN_PX = 100;

/** behaviour.md#validation and behaviour.md#limits: a gallery block holds at most 12 images. */
export const GALLERY_BLOCK_MAX_IMAGES = 12;

/** Without a fixed output size, a crop keeps its natural size up to this many pixels a side. */
export const MAX_OUTPUT_SIDE_PX = 1920;

export type ImageSize = {
  readonly width: number;
  readonly height: number;
  /** Width over height of the crop. */
  readonly aspect: number;
};

/** behaviour.md#limits: the output size and crop aspect of each kind of image. */
export const IMAGE_SIZES = {
  product: { width: 600, height: 600, aspect: 1 },
  food: { width: 600, height: 600, aspect: 1 },
  gallery: { width: 1280, height: 853, aspect: 4 / 3 },
  brochure: { width: 960, height: 371, aspect: 21 / 9 },
  iconList: { width: 200, height: 200, aspect: 1 },
} as const satisfies Record<string, ImageSize>;

/** behaviour.md#validation: only image/* files of at most 2 MB are loaded. */
export const isAcceptedImageFile = (file: { readonly type: string; readonly size: number }) =>
  /^image\//i.test(file.type) && file.size <= IMAGE_MAX_BYTES;

/** A crop in percent of the image, as the cropper reports it. */
export type PercentRect = {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
};

// The cropper computes percentages in floating point: 9.9999999 is 10%.
const EPSILON = 1e-6;

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : max;

/** behaviour.md#validation: width and height brought into 10–100%, and the crop kept inside the image. */
export const clampCropPercent = (crop: PercentRect): PercentRect => {
  const width = clamp(crop.width, CROP_MIN_PERCENT, CROP_MAX_PERCENT);
  const height = clamp(crop.height, CROP_MIN_PERCENT, CROP_MAX_PERCENT);
  return {
    x: clamp(crop.x, 0, 100 - width),
    y: clamp(crop.y, 0, 100 - height),
    width,
    height,
  };
};

/** behaviour.md#validation: a crop is usable when it covers 10–100% of the image in width and height, inside it. */
export const isCropWithinLimits = (crop: PercentRect): boolean =>
  crop.width >= CROP_MIN_PERCENT - EPSILON &&
  crop.width <= CROP_MAX_PERCENT + EPSILON &&
  crop.height >= CROP_MIN_PERCENT - EPSILON &&
  crop.height <= CROP_MAX_PERCENT + EPSILON &&
  crop.x >= -EPSILON &&
  crop.y >= -EPSILON &&
  crop.x + crop.width <= 100 + EPSILON &&
  crop.y + crop.height <= 100 + EPSILON;

/**
 * behaviour.md#widgets: the crop a freshly chosen image starts with: the largest the aspect allows (the whole
 * image without one), centred.
 */
export const largestCenteredCrop = (
  imageWidth: number,
  imageHeight: number,
  aspect?: number,
): PercentRect => {
  if (!aspect || imageWidth <= 0 || imageHeight <= 0)
    return { x: 0, y: 0, width: 100, height: 100 };
  const imageAspect = imageWidth / imageHeight;
  const width = imageAspect > aspect ? (aspect / imageAspect) * 100 : 100;
  const height = imageAspect > aspect ? 100 : (imageAspect / aspect) * 100;
  return { x: (100 - width) / 2, y: (100 - height) / 2, width, height };
};

/** A crop in whole pixels of the image's natural size. */
export type PixelRect = {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
};

export const cropToPixels = (
  crop: PercentRect,
  imageWidth: number,
  imageHeight: number,
): PixelRect => {
  const x = Math.round((crop.x / 100) * imageWidth);
  const y = Math.round((crop.y / 100) * imageHeight);
  return {
    x,
    y,
    width: Math.max(1, Math.min(imageWidth - x, Math.round((crop.width / 100) * imageWidth))),
    height: Math.max(1, Math.min(imageHeight - y, Math.round((crop.height / 100) * imageHeight))),
  };
};

/**
 * The size the cropped image is drawn at: the requested output (a gallery image is 1280x853), or
 * else the crop's own size with its longest side capped, so that a phone photo does not travel at
 * full resolution.
 */
export const cropOutputSize = (
  crop: { readonly width: number; readonly height: number },
  output?: { readonly width: number; readonly height: number },
  maxSide = MAX_OUTPUT_SIDE_PX,
): { width: number; height: number } => {
  if (output) return { width: output.width, height: output.height };
  const scale = Math.min(1, maxSide / Math.max(crop.width, crop.height));
  return {
    width: Math.max(1, Math.round(crop.width * scale)),
    height: Math.max(1, Math.round(crop.height * scale)),
  };
};

/** behaviour.md#widgets: the 'add image' tile shows with no limit, with no images, or below the limit. */
export const showsAddTile = (count: number, limit?: number | null): boolean =>
  limit === undefined || limit === null || count === 0 || count < limit;
