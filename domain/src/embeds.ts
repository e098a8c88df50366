import { readWebUrl } from './url-rules.ts';

/**
 * The embed allow-list (docs/decisions.md: YouTube, Vimeo, Instagram, maps), one copy for the server's
 * sanitizer, the editors' previews and the guest app: each host with the path its embeds live under.
 */
export const EMBED_FRAME_SOURCES: readonly { readonly host: string; readonly path: string }[] = [
  { host: 'www.instagram.com', path: '/' },
  { host: 'www.youtube.com', path: '/' },
  { host: 'www.youtube-nocookie.com', path: '/' },
  { host: 'player.vimeo.com', path: '/' },
  { host: 'www.google.com', path: '/maps' },
  { host: 'www.openstreetmap.org', path: '/' },
];

const isUnderPath = (pathname: string, path: string) =>
  path === '/' || pathname === path || pathname.startsWith(`${path}/`);

/**
 * The https URL of an allow-listed embed, in the browser's normal form, or null: another scheme
 * or host, credentials, a port, or a path outside the host's embeds ('/maps/../x' is '/x').
 */
const allowListed = (text: string): string | null => {
  const url = readWebUrl(text);
  if (url === null) return null;
  if (url.scheme !== 'https' || url.port !== '') return null;
  const allowed = EMBED_FRAME_SOURCES.some(
    ({ host, path }) => url.host === host && isUnderPath(url.path, path),
  );
  return allowed ? url.href : null;
};

/**
 * The src an embed code's <iframe> may keep, or null. Pasted codes often start with '//host/…',
 * which browsers read as https here, so it is read that way before the allow-list is applied.
 */
export const allowedEmbedSrc = (src: string | null | undefined): string | null => {
  if (!src) return null;
  const text = src.trim();
  return allowListed(text.startsWith('//') ? `https:${text}` : text);
};

/** Instagram's <blockquote> keeps its permalink only when it points at Instagram. */
export const isInstagramPermalink = (value: string): boolean =>
  /^https:\/\/www\.instagram\.com\//.test(value);

/** The tags an embed code keeps, each with the attributes it may carry. */
export const EMBED_ATTRIBUTES: { readonly [tag: string]: readonly string[] } = {
  iframe: ['src', 'width', 'height', 'frameborder', 'allowfullscreen', 'allow', 'title', 'loading'],
  blockquote: ['class', 'data-instgrm-permalink', 'data-instgrm-version', 'data-instgrm-captioned'],
  a: ['href', 'target', 'rel'],
  p: [],
};

export const EMBED_TAGS = Object.keys(EMBED_ATTRIBUTES);

/**
 * An allow-listed player runs its own scripts in its own origin (YouTube, Instagram need both),
 * may go full screen and open its page in a new tab; it never navigates the guest app.
 */
const ALLOW_LISTED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
/**
 * Any other https page (a booking engine, a form) runs its scripts and submits its forms in an
 * opaque origin: scripts together with its own origin could lift the sandbox (docs/decisions.md).
 */
const OTHER_HOST_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The `sandbox` attribute for an iframe of this address, or null when it must not be framed at
 * all (not https, or not an address): never `allow-scripts` with `allow-same-origin` for an
 * origin outside the allow-list.
 */
export const iframeSandboxFor = (url: string): string | null => {
  if (allowListed(url)) return ALLOW_LISTED_SANDBOX;
  return readWebUrl(url)?.scheme === 'https' ? OTHER_HOST_SANDBOX : null;
};
