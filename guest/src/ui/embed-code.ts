import { allowedEmbedSrc, isInstagramPermalink } from '@carta/domain/embeds';

const DEFAULT_HEIGHT = 560;
const POST_PATH = /^\/(p|reel|tv)\/([\w-]{5,40})\/?/;

/**
 * The one player an embed code (already reduced by the server to the embed allow-list) asks for:
 * its <iframe>'s src when allow-listed, or, for Instagram's <blockquote> (which would need
 * Instagram's script), the post's own embed page. The code is only read, never put into the page.
 */
export const frameOfEmbedCode = (
  html: string | null | undefined,
): { readonly src: string; readonly height: number } | null => {
  if (!html?.trim()) return null;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const iframe = doc.querySelector('iframe');
  if (iframe) {
    const src = allowedEmbedSrc(iframe.getAttribute('src'));
    const height = Number.parseInt(iframe.getAttribute('height') ?? '', 10);
    return src ? { src, height: height >= 150 && height <= 2000 ? height : DEFAULT_HEIGHT } : null;
  }
  const quote = doc.querySelector('blockquote[data-instgrm-permalink]');
  const permalink =
    quote?.getAttribute('data-instgrm-permalink') ?? doc.querySelector('a')?.getAttribute('href');
  if (!permalink || !isInstagramPermalink(permalink)) return null;
  const post = POST_PATH.exec(new URL(permalink).pathname);
  if (!post) return null;
  const src = allowedEmbedSrc(`https://www.instagram.com/${post[1]}/${post[2]}/embed/`);
  return src ? { src, height: DEFAULT_HEIGHT } : null;
};
