import { ImageView } from '../image/View.tsx';
import type { GuestView } from '../types.ts';

/**
 * Image translate (41): the image of the guest's language (the server already chose it), drawn
 * like the image block; '' (none for this language) shows nothing.
 */
export const ImageTranslateView: GuestView<'imageTranslate'> = ({ block }) => (
  <ImageView block={{ ...block, Key: 'image', Image: block.ImageTranslateURL }} />
);

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly imageTranslate: typeof ImageTranslateView;
  }
}
