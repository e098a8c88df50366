import { allowedEmbedSrc } from '@carta/domain/embeds';
import { isEmbeddableUrl } from '@carta/domain/urls';

/** The iframe block's rule is the server's (domain urls.ts): '' or https on any host. */
export { isEmbeddableUrl };

/**
 * The address to preview, when it is on the embed allow-list (domain embeds.ts, also the page's
 * CSP frame-src): anything else would be blocked by the browser, so only these get a live preview.
 */
export const previewSrc = (text: string): string | null =>
  text !== '' && isEmbeddableUrl(text) ? allowedEmbedSrc(text) : null;
