import { IMAGE_MAX_BYTES, type PixelRect } from '@carta/domain/image-rules';

export type OutputSize = { readonly width: number; readonly height: number };

/** Draws a crop of a loaded image at an output size and answers the encoded image. */
export type CropImage = (
  image: HTMLImageElement,
  crop: PixelRect,
  output: OutputSize,
) => Promise<Blob>;

// WebP keeps a logo's transparency and stays well under 2 MB at 1920 px; JPEG is the fallback of
// browsers that cannot encode WebP (they answer PNG, which can pass 2 MB for a large photo).
const ENCODINGS: readonly [type: string, quality: number][] = [
  ['image/webp', 0.92],
  ['image/jpeg', 0.85],
];

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('The browser could not encode the image')),
      type,
      quality,
    );
  });

/** The canvas implementation; tests inject a stub because jsdom has no canvas. */
export const cropImageToBlob: CropImage = async (image, crop, output) => {
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    crop.x,
    crop.y,
    crop.width,
    crop.height,
    0,
    0,
    output.width,
    output.height,
  );
  let blob: Blob | undefined;
  for (const [type, quality] of ENCODINGS) {
    blob = await toBlob(canvas, type, quality);
    if (blob.type === type && blob.size <= IMAGE_MAX_BYTES) return blob;
  }
  if (!blob) throw new Error('The browser could not encode the image');
  return blob;
};
