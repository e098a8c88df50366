import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@carta/domain/rich-text';
import DOMPurify from 'dompurify';

/**
 * What rich text (Quill 2) may hold here: the server's allow-list (server/src/services/html.ts),
 * applied again in the browser before anything reaches innerHTML (docs/decisions.md: sanitize on the server
 * and again before rendering). Links keep only https, http, mailto, tel and this site's paths.
 */
const RICH_TEXT = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  // DOMPurify takes one attribute list for every tag.
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i,
  // Not addresses: checked by name only (DOMPurify would hold their values to the link rule).
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'spellcheck'],
};

let hooked = false;
/** A link that opens a new tab cannot reach back into the guest app. */
const hookLinks = () => {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
};

/** Rich-text HTML safe for innerHTML. */
export const sanitizeRichText = (html: string): string => {
  hookLinks();
  return DOMPurify.sanitize(html, RICH_TEXT);
};
