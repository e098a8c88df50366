import { z } from 'zod';
import { isEmbeddableUrl, isFileUrl, isLinkUrl, URL_MAX } from './url-rules.ts';

/** The URL rules (url-rules.ts) and the zod schemas of URL fields built on them. */
export * from './url-rules.ts';

const urlField = (accepts: (text: string) => boolean, message: string) =>
  z.string().max(URL_MAX).refine(accepts, message);

/** Images and files: an uploaded /path or an https URL, or ''. */
export const fileUrlSchema = urlField(isFileUrl, 'an uploaded /path or an https:// URL');
/** Links: https, an uploaded /path, mailto: or tel:, or ''. */
export const linkUrlSchema = urlField(isLinkUrl, 'an https://, mailto: or tel: link');
/** Embedded pages and web sites: https on any host, or ''. */
export const httpsUrlSchema = urlField(isEmbeddableUrl, 'an https:// URL');
