import { useState } from 'react';
import { safeImageSrc } from '../../ui/urls.ts';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

/**
 * Image (4): the picture across the page. The block has no description field (behaviour.md#data), so it is
 * decorative for screen readers; one that fails to load is left out rather than shown broken.
 */
export const ImageView: GuestView<'image'> = ({ block }) => {
  const [failed, setFailed] = useState<string | null>(null);
  const src = safeImageSrc(block.Image);
  if (!src || failed === src) return null;
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly image: typeof ImageView;
  }
}
