import { useState } from 'react';
import { safeImageSrc } from '../../ui/urls.ts';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

/** Icons (43): one icon image, left, centre or right; decorative (the block has no text). */
export const IconsView: GuestView<'icons'> = ({ block }) => {
  const [failed, setFailed] = useState<string | null>(null);
  const src = safeImageSrc(block.IconsURL);
  if (!src || failed === src) return null;
  const align =
    block.IconsAlign === 'left' || block.IconsAlign === 'right' ? block.IconsAlign : 'center';
  return (
    <div className={`${styles.row} ${styles[align]}`}>
      <img
        className={styles.icon}
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    </div>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly icons: typeof IconsView;
  }
}
