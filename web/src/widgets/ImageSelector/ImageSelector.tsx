import { ImageSelectorInput, type ImageSelectorInputProps } from './ImageSelectorInput.tsx';
import { useImageUpload } from './useImageUpload.ts';

export type ImageSelectorProps = Omit<ImageSelectorInputProps, 'upload'>;

/** The image selector uploading to the session's enterprise. */
export const ImageSelector = (props: ImageSelectorProps) => (
  <ImageSelectorInput {...props} upload={useImageUpload()} />
);
