import { allowedEmbedSrc } from '@carta/domain/embeds';
import { isHostOf, isVideoServiceUrl, readWebUrl } from '@carta/domain/url-rules';

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

/**
 * The player address of a YouTube or Vimeo link (a watch page, a short link, a share or embed
 * address), checked against the embed allow-list; null for anything else. YouTube plays from
 * youtube-nocookie.com (no cookies until the guest presses play).
 */
export const videoEmbedSrc = (type: 'youtube' | 'vimeo', link: string): string | null => {
  const text = link.trim();
  if (!isVideoServiceUrl(type, text)) return null;
  const url = readWebUrl(text);
  if (!url) return null;
  const parts = url.path.split('/').filter(Boolean);
  if (type === 'youtube') {
    let id: string | null = null;
    if (isHostOf(url.host, 'youtu.be')) id = parts[0] ?? null;
    else if (parts[0] === 'watch') id = new URL(url.href).searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null;
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return allowedEmbedSrc(`https://www.youtube-nocookie.com/embed/${id}`);
  }
  const id = url.host === 'player.vimeo.com' ? parts[1] : parts.find((p) => VIMEO_ID.test(p));
  if (!id || !VIMEO_ID.test(id)) return null;
  return allowedEmbedSrc(`https://player.vimeo.com/video/${id}`);
};
