import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  animation,
  noisyPng,
  plainGif,
  plainJpeg,
  plainWebp,
  pngBomb,
  pngWithGps,
  rotatedJpeg,
  solidPng,
  svg,
  text,
} from '../../../test/upload-fixtures.ts';
import { DomainError } from '../../domain-errors.ts';
import { statusOfDomainError } from '../../http/errors.ts';
import {
  ANIMATION_MAX_FRAMES,
  ANIMATION_MAX_PIXELS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  processImage,
} from './images.ts';

const crop = { original: false, field: 'newImage' };
const original = { original: true, field: 'newImage' };

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return statusOfDomainError(error);
    throw error;
  }
  throw new Error('accepted');
};

describe('processImage', () => {
  it('stores a crop as WebP with every piece of metadata gone', async () => {
    const input = await pngWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { data, ext } = await processImage(input, crop);
    expect(ext).toBe('webp');
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(data.includes('Secret Owner')).toBe(false);
  });

  it('turns an image upright by its EXIF orientation before dropping it', async () => {
    const input = await rotatedJpeg();
    expect(await sharp(input).metadata()).toMatchObject({
      width: 200,
      height: 100,
      orientation: 6,
    });
    for (const options of [crop, original]) {
      const { data } = await processImage(input, options);
      const meta = await sharp(data).metadata();
      expect(meta).toMatchObject({ width: 100, height: 200 });
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
    }
  });

  it("keeps an original's own format, told by its bytes", async () => {
    const cases = [
      [await pngWithGps(), 'png', 'png'],
      [await plainJpeg(), 'jpg', 'jpeg'],
      [await plainWebp(), 'webp', 'webp'],
      [await plainGif(), 'gif', 'gif'],
    ] as const;
    for (const [input, ext, format] of cases) {
      const result = await processImage(input, original);
      expect(result.ext).toBe(ext);
      const meta = await sharp(result.data).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('refuses SVG, text and unreadable bytes with a 400', async () => {
    expect(await refusal(processImage(svg, original))).toEqual({
      status: 400,
      code: 'unsupported_file',
    });
    expect(await refusal(processImage(text, crop))).toEqual({
      status: 400,
      code: 'unsupported_file',
    });
    const broken = (await plainJpeg()).subarray(0, 40);
    expect(await refusal(processImage(broken, crop))).toEqual({
      status: 400,
      code: 'invalid_image',
    });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    expect(await refusal(processImage(bomb, crop))).toEqual({ status: 400, code: 'invalid_image' });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses more than 24 megapixels with a 400 saying so', async () => {
    const input = await solidPng(6000, 4500);
    expect(input.length).toBeLessThan(IMAGE_MAX_BYTES);
    const refused = processImage(input, crop);
    await expect(refused).rejects.toThrow(/24 megapixels/);
    expect(await refusal(refused)).toEqual({ status: 400, code: 'invalid_image' });
  });

  it('shrinks what it stores to fit 2048 pixels, crop or original', async () => {
    const input = await solidPng(3000, 1500);
    for (const options of [crop, original]) {
      const { data } = await processImage(input, options);
      expect(await sharp(data).metadata()).toMatchObject({
        width: IMAGE_MAX_SIDE,
        height: IMAGE_MAX_SIDE / 2,
      });
    }
  });

  it('refuses more than 2 MB with a 413', async () => {
    const big = await noisyPng();
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    expect(await refusal(processImage(big, crop))).toEqual({ status: 413, code: 'too_large' });
  });

  it('keeps a small animation, every frame', async () => {
    for (const format of ['gif', 'webp'] as const) {
      const { data, ext } = await processImage(await animation(40, 30, 12, format), original);
      expect(ext).toBe(format);
      expect(await sharp(data, { animated: true }).metadata()).toMatchObject({
        pages: 12,
        pageHeight: 30,
      });
    }
  });

  it.each([
    ['too many frames', 20, 20, ANIMATION_MAX_FRAMES + 1, 'gif'],
    ['too many pixels across frames', 1000, 900, 9, 'gif'],
    ['too many pixels across frames', 1000, 900, 9, 'webp'],
  ] as const)(
    'refuses an animation with %s (%i×%i × %i, %s) with a 413 naming the limit',
    async (_, w, h, frames, format) => {
      expect(w * h * frames).toBeLessThan(24_000_000);
      const input = await animation(w, h, frames, format);
      expect(input.length).toBeLessThan(IMAGE_MAX_BYTES);
      const refused = processImage(input, original);
      await expect(refused).rejects.toThrow(
        `at most ${ANIMATION_MAX_FRAMES} frames and ${ANIMATION_MAX_PIXELS / 1_000_000} megapixels`,
      );
      expect(await refusal(refused)).toEqual({ status: 413, code: 'too_large' });
      // A crop keeps the first frame only: its cost is one frame's.
      expect((await processImage(input, crop)).ext).toBe('webp');
    },
  );
});
