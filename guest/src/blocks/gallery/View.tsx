import { useLabels } from '../../i18n/labels.ts';
import { safeImageSrc } from '../../ui/urls.ts';
import type { GuestView } from '../types.ts';
import { galleryLabels } from './labels.ts';
import styles from './View.module.css';

/**
 * Gallery (7): its images as a swipeable strip (CSS scroll-snap, no library; focusable so the
 * arrow keys scroll it) when it is a slider, else as a grid; a forced height on phones when set.
 */
export const GalleryView: GuestView<'gallery'> = ({ block }) => {
  const t = useLabels(galleryLabels);
  const images = [
    ...new Set((block.Images ?? []).map(safeImageSrc).filter((src): src is string => !!src)),
  ];
  if (images.length === 0) return null;
  const height =
    block.GalleryMobileHeight && block.GalleryMobileHeight > 0
      ? { height: `${block.GalleryMobileHeight / 16}rem` }
      : undefined;
  const slider = block.GallerySlider && images.length > 1;
  return (
    <section
      className={slider ? styles.strip : styles.grid}
      aria-label={t.gallery}
      // A scrolling region must be reachable by keyboard to be scrolled with it.
      tabIndex={slider ? 0 : undefined}
    >
      {images.map((src, i) => (
        <img
          key={src}
          className={styles.image}
          src={src}
          alt={t.image.replace('{n}', String(i + 1)).replace('{total}', String(images.length))}
          loading="lazy"
          decoding="async"
          style={height}
        />
      ))}
    </section>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly gallery: typeof GalleryView;
  }
}
