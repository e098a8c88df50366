import type { VIDEO_TYPES } from '@carta/domain/blocks/video';
import { isHttpsUrl, isVideoUrlFor } from '@carta/domain/urls';

export type VideoType = (typeof VIDEO_TYPES)[number];

/** What the file input offers and what the server stores (MP4, WebM, QuickTime). */
export const VIDEO_FILE_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const VIDEO_ACCEPT = VIDEO_FILE_TYPES.join(',');

const EXTENSIONS = /\.(mp4|m4v|webm|mov)$/i;

/**
 * A file worth sending: one of the three types, or, when the browser names no type, a known
 * extension. The server checks the bytes anyway; this only spares a long upload of a wrong file.
 */
export const isAcceptedVideoFile = (file: { readonly type: string; readonly name: string }) =>
  (VIDEO_FILE_TYPES as readonly string[]).includes(file.type) ||
  (file.type === '' && EXTENSIONS.test(file.name));

/** An https link that is not the chosen service's: the reason to give when it is refused. */
export const isOtherService = (type: VideoType, text: string): boolean =>
  type !== 'file' && isHttpsUrl(text) && !isVideoUrlFor(type, text);
