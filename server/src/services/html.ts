import { allowedFramePermissions } from '@carta/domain/embed-permissions';
import sanitizeHtml from 'sanitize-html';

/**
 * What Quill 2 produces (§2.8 toolbar) and guest apps render; everything else is dropped. Links keep
 * only http(s), mailto and tel; no inline event handlers, scripts, iframes or styles beyond colours.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'a',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ol',
    'ul',
    'li',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    '*': ['class', 'style', 'dir', 'data-list'],
    pre: ['spellcheck'],
  },
  allowedClasses: { '*': ['ql-*'] },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, richTextOptions);

/** Sanitize every language of a translatable rich-text value. */
export const sanitizeTranslatableHtml = (value: unknown): unknown => {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([lang, text]) => [
      lang,
      typeof text === 'string' ? sanitizeRichText(text) : text,
    ]),
  );
};

/**
 * Hosts an embed's <iframe> may load (DESIGN: YouTube, Vimeo, Instagram, maps), each with the path
 * its embeds live under.
 */
const EMBED_FRAME_SOURCES: readonly { readonly host: string; readonly path: string }[] = [
  { host: 'www.instagram.com', path: '/' },
  { host: 'www.youtube.com', path: '/' },
  { host: 'www.youtube-nocookie.com', path: '/' },
  { host: 'player.vimeo.com', path: '/' },
  { host: 'www.google.com', path: '/maps' },
  { host: 'www.openstreetmap.org', path: '/' },
];

/**
 * The https URL an embed iframe may load, normalised as a browser would read it ('//host/…' is
 * read as https), or null: another scheme or host, credentials, a port, or a path outside the
 * host's embeds ('/maps/../x' is '/x').
 */
export const allowedEmbedSrc = (src: string | undefined): string | null => {
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

const INSTAGRAM_PERMALINK = /^https:\/\/www\.instagram\.com\//;

const hasClass = (attribs: Record<string, string>, name: string) =>
  (attribs.class ?? '').split(/\s+/).includes(name);

/**
 * Embed codes (instagram 36, icon list 37): only <iframe>s from the allow-list above, and
 * Instagram's <blockquote class="instagram-media"> with its links and paragraphs. Everything else
 * goes — scripts with their content (Instagram's embed.js too: guest pages load no third-party
 * script from stored HTML), event handlers, styles, srcdoc, and any iframe elsewhere.
 */
const embedOptions: sanitizeHtml.IOptions = {
  allowedTags: ['iframe', 'blockquote', 'a', 'p'],
  allowedAttributes: {
    iframe: [
      'src',
      'width',
      'height',
      'frameborder',
      'allowfullscreen',
      'allow',
      'title',
      'loading',
    ],
    blockquote: [
      'class',
      'data-instgrm-permalink',
      'data-instgrm-version',
      'data-instgrm-captioned',
    ],
    a: ['href', 'target', 'rel'],
  },
  allowedClasses: { blockquote: ['instagram-media'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    iframe: (tagName, attribs) => {
      const { src, allow, ...others } = attribs;
      const permissions = allowedFramePermissions(allow ?? '');
      const rest = permissions ? { ...others, allow: permissions } : others;
      const allowed = allowedEmbedSrc(src);
      return { tagName, attribs: allowed ? { ...rest, src: allowed } : rest };
    },
    blockquote: (tagName, attribs) => {
      const { 'data-instgrm-permalink': permalink, ...rest } = attribs;
      return {
        tagName,
        attribs:
          permalink && INSTAGRAM_PERMALINK.test(permalink)
            ? { ...rest, 'data-instgrm-permalink': permalink }
            : rest,
      };
    },
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
  // An iframe left without an allowed src, or a blockquote that is not Instagram's, goes whole.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'blockquote' && !hasClass(frame.attribs, 'instagram-media')),
};

export const sanitizeEmbed = (html: string): string => sanitizeHtml(html, embedOptions).trim();
