/**
 * What rich text (Quill 2, the behaviour.md#widgets toolbar) may hold: the server sanitizes stored HTML to it and the
 * guest app sanitizes again to it before rendering. One list, so the two cannot drift apart.
 */
export const RICH_TEXT_TAGS = [
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
] as const;

/** Attributes by tag ('*' = every tag). */
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'target', 'rel'],
  '*': ['class', 'style', 'dir', 'data-list'],
  pre: ['spellcheck'],
} as const;
