/**
 * Rules of an embedded page's address. The hosts mirror the server's embed allow-list
 * (server/src/services/html.ts) and the page's CSP frame-src: anything else would be blocked by the
 * browser anyway, so only these get a live preview.
 */
const PREVIEW_SOURCES: readonly { readonly host: string; readonly path: string }[] = [
  { host: 'www.youtube.com', path: '/' },
  { host: 'www.youtube-nocookie.com', path: '/' },
  { host: 'player.vimeo.com', path: '/' },
  { host: 'www.instagram.com', path: '/' },
  { host: 'www.google.com', path: '/maps' },
  { host: 'www.openstreetmap.org', path: '/' },
];

const URL_MAX = 2048;

const parse = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/**
 * An iframe address is '' (none yet) or an https URL with a host name: a page served over plain
 * http would be blocked as mixed content in the guest app. Case-sensitive scheme, as the schema.
 */
export const isEmbeddableUrl = (text: string): boolean => {
  if (text === '') return true;
  if (text.length > URL_MAX || !/^https:\/\/\S+$/.test(text)) return false;
  const url = parse(text);
  return url !== null && url.protocol === 'https:' && /\./.test(url.hostname) && !url.username;
};

/** The address to preview, when it is on the allow-list; null for any other page. */
export const previewSrc = (text: string): string | null => {
  if (text === '' || !isEmbeddableUrl(text)) return null;
  const url = parse(text);
  if (!url || url.port) return null;
  const allowed = PREVIEW_SOURCES.some(
    ({ host, path }) =>
      url.hostname === host &&
      (path === '/' || url.pathname === path || url.pathname.startsWith(`${path}/`)),
  );
  return allowed ? url.href : null;
};
