import type sharpModule from 'sharp';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { onFirstUse } from '../../on-first-use.ts';
import type { UploadExt } from '../storage.ts';
import { invalidImage, megabytes, tooLarge, unsupportedFile } from './errors.ts';
import { type ImageFormat, looksLikeSvg, sniffImage } from './sniff.ts';

/** behaviour.md#validation and behaviour.md#limits: an image is at most 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * More pixels than this are refused before any is decoded: a 24 MP camera photo still passes, while
 * decompression bombs and huge solid-colour images (seconds of CPU each) do not.
 */
export const IMAGE_MAX_PIXELS = 24_000_000;
/**
 * What is stored is at most this wide and tall: a guest app shows images on phones and tablets,
 * and encoding more pixels than a screen shows is most of an upload's CPU time.
 */
export const IMAGE_MAX_SIDE = 2048;
/**
 * An animation kept as such (an original GIF or WebP) is decoded and re-encoded frame by frame, and
 * encoding a GIF costs many times what a still image of the same pixels does (20 frames of 1 MP:
 * about 2 s of CPU). Its frames and its pixels across frames are limited well below a still's.
 */
export const ANIMATION_MAX_FRAMES = 200;
export const ANIMATION_MAX_PIXELS = 8_000_000;

/** Quality of the WebP stored for a cropped image, and of a re-encoded original. */
export const CROPPED_WEBP_QUALITY = 82;
const ORIGINAL_QUALITY = 90;

/**
 * libvips threads per image, and no operation cache: an upload is never processed twice, and the
 * cache would keep decoded pixels of past uploads in memory.
 */
let imageThreads: number | null = null;
export const setImageThreads = (threads: number) => {
  imageThreads = threads;
  if (loaded) applyThreads(loaded);
};
const applyThreads = (sharp: typeof sharpModule) => {
  if (imageThreads !== null) sharp.concurrency(imageThreads);
  sharp.cache(false);
};
const load = onFirstUse<typeof sharpModule>('sharp');
let loaded: typeof sharpModule | null = null;

/** sharp, loaded with the first image a process reads (libvips is tens of MB), then set up. */
export const vips = (): typeof sharpModule => {
  if (!loaded) {
    loaded = load();
    applyThreads(loaded);
  }
  return loaded;
};

const EXT: Record<ImageFormat, UploadExt> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

export type ProcessedImage = { readonly data: Buffer; readonly ext: UploadExt };

const encode = (image: Sharp, format: ImageFormat): Sharp => {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: ORIGINAL_QUALITY, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: ORIGINAL_QUALITY });
  }
};

/** behaviour.md#limits: animated images limited in frames × pixels, the limit named in the refusal. */
const refuseCostlyAnimation = (frames: number, width: number, height: number, field: string) => {
  if (frames <= ANIMATION_MAX_FRAMES && frames * width * height <= ANIMATION_MAX_PIXELS) return;
  throw tooLarge(
    `the animation has ${frames} frames of ${width}×${height} pixels; an animated image may have at most ${ANIMATION_MAX_FRAMES} frames and ${ANIMATION_MAX_PIXELS / 1_000_000} megapixels across its frames: send fewer or smaller frames`,
    field,
  );
};

/**
 * Checks an uploaded image by its bytes and re-encodes it, which drops every piece of metadata
 * (EXIF with GPS, XMP, comments) after turning it upright by its EXIF orientation.
 *
 * `original` ('upload original', behaviour.md#widgets) keeps the file's own format (the one its bytes show, not the
 * one declared), and its animation for GIF and WebP; otherwise the image (a crop) is stored as WebP.
 * Either way it is shrunk to fit IMAGE_MAX_SIDE.
 */
export const processImage = async (
  input: Buffer,
  { original, field }: { original: boolean; field: string },
): Promise<ProcessedImage> => {
  if (input.length > IMAGE_MAX_BYTES) {
    throw tooLarge(`the image is ${megabytes(input.length)}; the limit is 2 MB`, field);
  }
  const format = sniffImage(input);
  if (!format) {
    throw unsupportedFile(
      looksLikeSvg(input)
        ? 'SVG images are not accepted: send a JPEG, PNG, WebP or GIF image'
        : 'not a JPEG, PNG, WebP or GIF image',
      field,
    );
  }
  const animated = original && (format === 'gif' || format === 'webp');
  const options: SharpOptions = {
    limitInputPixels: IMAGE_MAX_PIXELS,
    failOn: 'error',
    autoOrient: true,
    animated,
  };
  const tooManyPixels = () =>
    invalidImage(
      `the image has more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels; send a smaller one`,
      field,
    );

  let meta: Metadata;
  try {
    meta = await vips()(input, options).metadata();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw tooManyPixels();
    throw invalidImage('the image cannot be read', field);
  }
  if (meta.format !== format) throw invalidImage('the image cannot be read', field);
  const frameHeight = meta.pageHeight ?? meta.height;
  const frames = animated ? Math.max(1, meta.pages ?? 1) : 1;
  if (!meta.width || !frameHeight) throw invalidImage('the image has no size', field);
  if (meta.width * frameHeight * frames > IMAGE_MAX_PIXELS) throw tooManyPixels();
  if (frames > 1) refuseCostlyAnimation(frames, meta.width, frameHeight, field);

  const outFormat: ImageFormat = original ? format : 'webp';
  const image = vips()(input, options).resize({
    width: IMAGE_MAX_SIDE,
    height: IMAGE_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  try {
    const data = await (original
      ? encode(image, outFormat)
      : image.webp({ quality: CROPPED_WEBP_QUALITY })
    ).toBuffer();
    return { data, ext: EXT[outFormat] };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw tooManyPixels();
    throw invalidImage('the image cannot be read', field);
  }
};
