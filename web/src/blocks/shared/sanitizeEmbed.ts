import { allowedFramePermissions } from '@carta/domain/embed-permissions';
import {
  allowedEmbedSrc,
  EMBED_ATTRIBUTES,
  EMBED_TAGS,
  iframeSandboxFor,
  isInstagramPermalink,
} from '@carta/domain/embeds';
import createDOMPurify, { type DOMPurify } from 'dompurify';

export type SanitizedEmbed = {
  /** What the preview may show: allow-listed iframes and Instagram's blockquote, nothing else. */
  readonly fragment: DocumentFragment;
  /** Nothing showable was left of a non-blank code. */
  readonly empty: boolean;
  /** Iframes dropped because their address is not on the allow-list. */
  readonly droppedFrames: number;
};

const NON_URL_ATTRIBUTES = [
  'width',
  'height',
  'frameborder',
  'allowfullscreen',
  'allow',
  'loading',
  'target',
  'rel',
  'data-instgrm-version',
  'data-instgrm-captioned',
];

let purifier: DOMPurify | null = null;

const keepAttribute = (node: Element, name: string, value: string): string | null => {
  const tag = node.nodeName.toLowerCase();
  if (!EMBED_ATTRIBUTES[tag]?.includes(name)) return null;
  if (tag === 'iframe' && name === 'src') return allowedEmbedSrc(value);
  if (tag === 'iframe' && name === 'allow') return allowedFramePermissions(value) || null;
  if (tag === 'blockquote' && name === 'class') {
    return value.split(/\s+/).includes('instagram-media') ? 'instagram-media' : null;
  }
  if (name === 'data-instgrm-permalink') return isInstagramPermalink(value) ? value : null;
  return value;
};

const hasAttribute = (node: Element, name: string) => (node.getAttribute(name) ?? '') !== '';

/** A DOMPurify of its own: hooks added here must not change how rich text is cleaned elsewhere. */
const instance = (): DOMPurify => {
  if (purifier) return purifier;
  const created = createDOMPurify(window);
  created.addHook('uponSanitizeAttribute', (node, event) => {
    const kept = keepAttribute(node, event.attrName, event.attrValue);
    if (kept === null) event.keepAttr = false;
    else event.attrValue = kept;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      // The preview must not take the editor page away.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An allow-listed player may run its scripts in its own origin, never navigate the editor.
    if (tag === 'iframe')
      node.setAttribute('sandbox', iframeSandboxFor(node.getAttribute('src') ?? '') ?? '');
  });
  purifier = created;
  return created;
};

/**
 * The server's rule (sanitizeEmbed), applied in the browser before anything reaches the DOM:
 * scripts, handlers, styles and unknown tags go; iframes keep only an allow-listed https src and
 * go whole without one; a blockquote that is not Instagram's goes with its content.
 */
export const sanitizeEmbed = (html: string): SanitizedEmbed => {
  const dompurify = instance();
  const fragment = dompurify.sanitize(html, {
    ALLOWED_TAGS: EMBED_TAGS,
    ALLOWED_ATTR: [...new Set(Object.values(EMBED_ATTRIBUTES).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Links and sources are absolute http(s) only; the other kept attributes hold no URL.
    ALLOWED_URI_REGEXP: /^https?:/i,
    ADD_URI_SAFE_ATTR: NON_URL_ATTRIBUTES,
    RETURN_DOM_FRAGMENT: true,
  });
  let droppedFrames = 0;
  for (const frame of fragment.querySelectorAll('iframe')) {
    if (!hasAttribute(frame, 'src')) {
      droppedFrames += 1;
      frame.remove();
    }
  }
  for (const quote of fragment.querySelectorAll('blockquote')) {
    if (!hasAttribute(quote, 'class')) quote.remove();
  }
  const empty = html.trim() !== '' && fragment.querySelector('iframe, blockquote, a, p') === null;
  return { fragment, empty, droppedFrames };
};
