import { useLabels } from '../../i18n/labels.ts';
import { Frame } from '../../ui/Frame.tsx';
import { safeImageSrc } from '../../ui/urls.ts';
import type { GuestView } from '../types.ts';
import { videoEmbedSrc } from './embed.ts';
import { videoLabels } from './labels.ts';
import styles from './View.module.css';

/**
 * Video (8): a YouTube or Vimeo player (only from the embed allow-list, sandboxed), or an uploaded
 * file in the browser's own player. No address, or one that is not of its type, shows nothing.
 */
export const VideoView: GuestView<'video'> = ({ block }) => {
  const t = useLabels(videoLabels);
  if (block.TypeVideo === 'file') {
    const src = safeImageSrc(block.VideoURL);
    if (!src) return null;
    return (
      // biome-ignore lint/a11y/useMediaCaption: staff upload the file; the block has no captions field.
      <video className={styles.video} src={src} controls preload="metadata" playsInline>
        <a href={src} target="_blank" rel="noopener noreferrer">
          {t.open}
        </a>
      </video>
    );
  }
  const src =
    block.TypeVideo === 'youtube' || block.TypeVideo === 'vimeo'
      ? videoEmbedSrc(block.TypeVideo, block.VideoURL)
      : null;
  if (!src) return null;
  return (
    <Frame
      src={src}
      title={t.player}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
    />
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly video: typeof VideoView;
  }
}
