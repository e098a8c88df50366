import { z } from 'zod';
import {
  isEmbeddableUrl,
  isFileUrl,
  isLinkUrl,
  URL_MAX,
  VIDEO_SERVICE_DOMAINS,
  type VideoService,
} from './url-rules.ts';

/** The URL rules (url-rules.ts) and the zod schemas of URL fields built on them. */
export * from './url-rules.ts';

/**
 * A URL field: `accepts` decides; `pattern` states its shape in the JSON Schema (the host and
 * character checks behind it are the description's words).
 */
const urlField = (accepts: (text: string) => boolean, message: string, pattern: string) =>
  z
    .string()
    .max(URL_MAX)
    .refine(accepts, message)
    .meta({ pattern, description: `${message}, or ''` });

// JSON Schema patterns have no flags: the schemes are matched in either case by hand.
const EMPTY = '^$';
const UPLOAD = '^/(?![/\\\\])';
const HTTPS = '^[hH][tT][tT][pP][sS]://';
const MAIL_OR_PHONE = '^([mM][aA][iI][lL][tT][oO]|[tT][eE][lL]):';

/** The shape of an image or file address (isFileUrl), for the JSON Schema. */
export const FILE_URL_PATTERN = [EMPTY, UPLOAD, HTTPS].join('|');

/** Images and files: an uploaded /path or an https URL, or ''. */
export const fileUrlSchema = urlField(
  isFileUrl,
  'an uploaded /path or an https:// URL',
  FILE_URL_PATTERN,
);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shape of a video service's address (isVideoServiceUrl), or '': https on one of its domains or
 * their subdomains, the host ending where a port, path, query or fragment starts.
 */
export const videoServicePattern = (service: VideoService): string =>
  `${EMPTY}|^https://([^/?#@\\\\]*\\.)?(${VIDEO_SERVICE_DOMAINS[service].map(escaped).join('|')})([:/?#]|$)`;
/** Links: https, an uploaded /path, mailto: or tel:, or ''. */
export const linkUrlSchema = urlField(
  isLinkUrl,
  'an https://, mailto: or tel: link',
  [EMPTY, UPLOAD, HTTPS, MAIL_OR_PHONE].join('|'),
);
/** Embedded pages and web sites: https on any host, or ''. */
export const httpsUrlSchema = urlField(
  isEmbeddableUrl,
  'an https:// URL',
  [EMPTY, HTTPS].join('|'),
);
