/**
 * The embed allow-list of the server (server/src/services/html.ts `sanitizeEmbed`), repeated here
 * so that the editor's preview shows what the server will store. Keep both in step: the server's
 * copy is the one that protects guests, this one only keeps the preview honest.
 */
export const EMBED_FRAME_SOURCES: readonly { readonly host: string; readonly path: string }[] = [
  { host: 'www.instagram.com', path: '/' },
  { host: 'www.youtube.com', path: '/' },
  { host: 'www.youtube-nocookie.com', path: '/' },
  { host: 'player.vimeo.com', path: '/' },
  { host: 'www.google.com', path: '/maps' },
  { host: 'www.openstreetmap.org', path: '/' },
];

/**
 * The https URL an embed iframe may load, normalised as a browser reads it ('//host/…' is https),
 * or null: another scheme or host, credentials, a port, or a path outside the host's embeds.
 */
export const allowedEmbedSrc = (src: string | null | undefined): string | null => {
  if (!src) return null;
  const text = src.trim();
  let url: URL;
  try {
    url = new URL(text.startsWith('//') ? `https:${text}` : text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const allowed = EMBED_FRAME_SOURCES.some(
    ({ host, path }) =>
      url.hostname === host &&
      (path === '/' || url.pathname === path || url.pathname.startsWith(`${path}/`)),
  );
  return allowed ? url.href : null;
};

/** Instagram's <blockquote> keeps its permalink only when it points at Instagram. */
export const isInstagramPermalink = (value: string): boolean =>
  /^https:\/\/www\.instagram\.com\//.test(value);

/** The attributes each kept tag may carry, as on the server. */
export const EMBED_ATTRIBUTES: { readonly [tag: string]: ReadonlySet<string> } = {
  iframe: new Set([
    'src',
    'width',
    'height',
    'frameborder',
    'allowfullscreen',
    'allow',
    'title',
    'loading',
  ]),
  blockquote: new Set([
    'class',
    'data-instgrm-permalink',
    'data-instgrm-version',
    'data-instgrm-captioned',
  ]),
  a: new Set(['href', 'target', 'rel']),
  p: new Set(),
};

export const EMBED_TAGS = Object.keys(EMBED_ATTRIBUTES);
