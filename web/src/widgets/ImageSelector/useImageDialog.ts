import {
  CROPPER_DEBOUNCE_MS,
  cropOutputSize,
  cropToPixels,
  isAcceptedImageFile,
  isCropWithinLimits,
  largestCenteredCrop,
  type PercentRect,
} from '@carta/domain/image-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { imageSubtype } from '../../api/uploads.ts';
import type { CropImage, OutputSize } from './cropImage.ts';
import type { ImageUpload } from './types.ts';
import { type UploadErrorKey, uploadErrorKey } from './uploadError.ts';

export type FileErrorKey = 'common.error2mb' | 'widgets.ImageSelector.errors.unreadableFile';

type Options = {
  readonly upload: ImageUpload | null;
  readonly aspect?: number;
  readonly output?: OutputSize;
  readonly cropImage: CropImage;
  readonly onUploaded: (url: string) => void;
};

/**
 * The image dialog of behaviour.md#editing: file chosen → cropper (each crop change renders the new image, once the
 * crop has rested 500 ms) → OK → loading → closed with the URL, or still open with the error.
 * The dialog is mounted only while open, so closing drops the picked and the new image.
 */
export const useImageDialog = ({ upload, aspect, output, cropImage, onUploaded }: Options) => {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<FileErrorKey | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<PercentRect | null>(null);
  const [newImage, setNewImage] = useState<{ blob: Blob; crop: PercentRect } | null>(null);
  /** Fraction sent while uploading, null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<UploadErrorKey | null>(null);

  // Callers pass literals (`output={{ width, height }}`): keep the latest without restarting the
  // debounce on every render of the parent.
  const renderRef = useRef({ cropImage, output });
  renderRef.current = { cropImage, output };
  const render = useCallback((img: HTMLImageElement, area: PercentRect) => {
    const pixels = cropToPixels(area, img.naturalWidth, img.naturalHeight);
    const { cropImage: draw, output: size } = renderRef.current;
    return draw(img, pixels, cropOutputSize(pixels, size));
  }, []);

  const pick = (candidate: File) => {
    setUploadError(null);
    // behaviour.md#validation: refused files are not loaded; an image already in the cropper stays there.
    if (!isAcceptedImageFile(candidate)) {
      setFileError('common.error2mb');
      return;
    }
    setFileError(null);
    setFile(candidate);
    setImage(null);
    setCrop(null);
    setNewImage(null);
  };

  const onImageLoad = (img: HTMLImageElement) => {
    setImage(img);
    setCrop(largestCenteredCrop(img.naturalWidth, img.naturalHeight, aspect));
  };

  // An image/* file the browser cannot decode (a renamed text file, a truncated photo).
  const onImageError = () => {
    setFile(null);
    setImage(null);
    setCrop(null);
    setFileError('widgets.ImageSelector.errors.unreadableFile');
  };

  useEffect(() => {
    if (!image || !crop) return;
    let current = true;
    const timer = setTimeout(() => {
      render(image, crop).then(
        (blob) => current && setNewImage({ blob, crop }),
        // OK renders again and reports the failure; a preview that cannot be drawn is not news.
        () => undefined,
      );
    }, CROPPER_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [image, crop, render]);

  const uploading = progress !== null;
  const canCrop = image !== null && crop !== null && isCropWithinLimits(crop);

  const send = async (mode: 'crop' | 'original') => {
    if (!upload || !file || uploading) return;
    if (mode === 'crop' && !(image && crop && canCrop)) return;
    setProgress(0);
    setUploadError(null);
    try {
      let blob: Blob = file;
      let ext: string | null = null;
      if (mode === 'original') ext = imageSubtype(file.type);
      else if (image && crop)
        blob = newImage?.crop === crop ? newImage.blob : await render(image, crop);
      const url = await upload(blob, ext, setProgress);
      onUploaded(url);
    } catch (error) {
      // behaviour.md#errors: logged, loading stops, the dialog stays open; docs/decisions.md: and the user is told why.
      console.error('Image upload failed', error);
      setUploadError(uploadErrorKey(error));
      setProgress(null);
    }
  };

  return {
    file,
    fileError,
    crop,
    newImage: newImage?.blob ?? null,
    progress,
    uploading,
    uploadError,
    canCrop,
    pick,
    setCrop,
    onImageLoad,
    onImageError,
    send,
  };
};
