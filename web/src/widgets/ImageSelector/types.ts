/**
 * Sends an image and answers its stored URL. `ext` is the image subtype on 'upload original' and
 * null for a crop (behaviour.md#api); `onProgress` receives the fraction sent, 0 to 1.
 */
export type ImageUpload = (
  image: Blob,
  ext: string | null,
  onProgress: (fraction: number) => void,
) => Promise<string>;
