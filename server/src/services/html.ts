import { allowedFramePermissions } from '@carta/domain/embed-permissions';
import {
  allowedEmbedSrc,
  EMBED_ATTRIBUTES,
  EMBED_TAGS,
  isInstagramPermalink,
} from '@carta/domain/embeds';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@carta/domain/rich-text';
import type sanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../on-first-use.ts';
import { memoText } from './memo-text.ts';

/** Loaded with the first HTML a process sanitizes (a save, a guest page built). */
const sanitizer = onFirstUse<typeof sanitizeHtml>('sanitize-html');

/** Links open apart from the guest app, telling the target nothing (sanitize-html's simpleTransform). */
const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, rel: 'noopener noreferrer' },
});

/**
 * What Quill 2 produces (behaviour.md#widgets toolbar) and guest apps render; everything else is dropped. Links keep
 * only http(s), mailto and tel; no inline event handlers, scripts, iframes or styles beyond colours.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
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
    a: safeLink,
  },
};

/**
 * The same HTML always comes out the same: a save resends every block, and a guest page is built
 * from the same texts in each language, so what was sanitized lately is remembered (4 M characters).
 */
export const sanitizeRichText = memoText(
  (html: string): string => sanitizer()(html, richTextOptions),
  4_000_000,
);

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

const hasClass = (attribs: Record<string, string>, name: string) =>
  (attribs.class ?? '').split(/\s+/).includes(name);

/**
 * Embed codes (instagram 36, icon list 37): only <iframe>s from the allow-list (domain embeds.ts), and
 * Instagram's <blockquote class="instagram-media"> with its links and paragraphs. Everything else
 * goes — scripts with their content (Instagram's embed.js too: guest pages load no third-party
 * script from stored HTML), event handlers, styles, srcdoc, and any iframe elsewhere.
 */
const embedOptions: sanitizeHtml.IOptions = {
  allowedTags: EMBED_TAGS,
  allowedAttributes: Object.fromEntries(
    Object.entries(EMBED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
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
          permalink && isInstagramPermalink(permalink)
            ? { ...rest, 'data-instgrm-permalink': permalink }
            : rest,
      };
    },
    a: safeLink,
  },
  // An iframe left without an allowed src, or a blockquote that is not Instagram's, goes whole.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'blockquote' && !hasClass(frame.attribs, 'instagram-media')),
};

export const sanitizeEmbed = memoText(
  (html: string): string => sanitizer()(html, embedOptions).trim(),
  1_000_000,
);
