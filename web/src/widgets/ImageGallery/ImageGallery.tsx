import { useImageUpload } from '../ImageSelector/useImageUpload.ts';
import { ImageGalleryInput, type ImageGalleryInputProps } from './ImageGalleryInput.tsx';

export type ImageGalleryProps = Omit<ImageGalleryInputProps, 'upload'>;

/** The image gallery uploading to the session's enterprise. */
export const ImageGallery = (props: ImageGalleryProps) => (
  <ImageGalleryInput {...props} upload={useImageUpload()} />
);
