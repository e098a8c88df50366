import { CROP_MIN_PERCENT, type PercentRect } from '@carta/domain/image-rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';

export type ImageCropperProps = {
  readonly src: string;
  readonly alt: string;
  /** Width over height; omitted, the crop is free. */
  readonly aspect?: number;
  readonly crop: PercentRect | null;
  readonly onCropChange: (crop: PercentRect) => void;
  readonly onLoad: (image: HTMLImageElement) => void;
  readonly onError: () => void;
  readonly disabled?: boolean;
};

type Box = { width: number; height: number };

/**
 * react-image-crop around the chosen image, loaded only when the dialog shows an image. The crop is
 * kept in percent so that it survives a resize of the window; the cropper's minimum is in displayed
 * pixels, so it follows the displayed size (behaviour.md#validation: at least 10% in width and height).
 */
export const ImageCropper = ({
  src,
  alt,
  aspect,
  crop,
  onCropChange,
  onLoad,
  onError,
  disabled = false,
}: ImageCropperProps) => {
  const { t } = useTranslation();
  const imageRef = useRef<HTMLImageElement>(null);
  const [box, setBox] = useState<Box | null>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (!image || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBox({ width: image.width, height: image.height }));
    observer.observe(image);
    return () => observer.disconnect();
  }, []);

  const min = (side: number | undefined) => (side ? (side * CROP_MIN_PERCENT) / 100 : undefined);
  const label = (key: 'cropArea' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw') =>
    t(`widgets.ImageSelector.crop.${key}`);

  return (
    <ReactCrop
      crop={crop ? { ...crop, unit: '%' } : undefined}
      aspect={aspect}
      minWidth={min(box?.width)}
      minHeight={min(box?.height)}
      keepSelection
      ruleOfThirds
      disabled={disabled}
      onChange={(_pixels, percent) =>
        onCropChange({ x: percent.x, y: percent.y, width: percent.width, height: percent.height })
      }
      ariaLabels={{
        cropArea: label('cropArea'),
        nDragHandle: label('n'),
        neDragHandle: label('ne'),
        eDragHandle: label('e'),
        seDragHandle: label('se'),
        sDragHandle: label('s'),
        swDragHandle: label('sw'),
        wDragHandle: label('w'),
        nwDragHandle: label('nw'),
      }}
      style={{ maxWidth: '100%' }}
    >
      <img
        ref={imageRef}
        src={src}
        alt={alt}
        onLoad={(event) => {
          const image = event.currentTarget;
          setBox({ width: image.width, height: image.height });
          onLoad(image);
        }}
        onError={onError}
        style={{ display: 'block', maxWidth: '100%', maxHeight: 'calc(100vh - 240px)' }}
      />
    </ReactCrop>
  );
};
