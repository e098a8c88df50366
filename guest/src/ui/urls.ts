import { isFileUrl } from '@carta/domain/url-rules';

/**
 * An image address the page may load: uploaded to Carta ('/uploads/…') or https (the server's own
 * rule, domain/src/urls.ts); anything else (older data, javascript:, data:) is not shown.
 */
export const safeImageSrc = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value !== '' && isFileUrl(value) ? value : null;

/** A checked address as a CSS `url()`: quoted, its quotes and backslashes escaped. */
export const cssUrl = (src: string): string => `url("${src.replace(/["\\]/g, '\\$&')}")`;
