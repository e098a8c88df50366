import { useMemo } from 'react';
import { useLabels } from '../../i18n/labels.ts';
import { frameOfEmbedCode } from '../../ui/embed-code.ts';
import { Frame } from '../../ui/Frame.tsx';
import { safeImageSrc } from '../../ui/urls.ts';
import { instagramLabels } from '../instagram/labels.ts';
import type { GuestView } from '../types.ts';
import styles from './View.module.css';

/**
 * Icon list (37): an icon (decorative: the title says what it is) beside a title and description,
 * and the Instagram post of its embed code below, framed like the Instagram block.
 */
export const IconListView: GuestView<'iconList'> = ({ block }) => {
  const t = useLabels(instagramLabels);
  const frame = useMemo(() => frameOfEmbedCode(block.InstagramIframe), [block.InstagramIframe]);
  const src = safeImageSrc(block.IconListImage);
  const title = block.IconListTitle.trim();
  const description = block.IconListDescription.trim();
  if (!src && !title && !description && !frame) return null;
  return (
    <div className={styles.item}>
      {(src || title || description) && (
        <div className={styles.row}>
          {src && <img className={styles.icon} src={src} alt="" loading="lazy" decoding="async" />}
          <div className={styles.body}>
            {title && <h3 className={styles.title}>{title}</h3>}
            {description && <p className={styles.description}>{description}</p>}
          </div>
        </div>
      )}
      {frame && <Frame src={frame.src} title={t.post} height={frame.height} />}
    </div>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly iconList: typeof IconListView;
  }
}
