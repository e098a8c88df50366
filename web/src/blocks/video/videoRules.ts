import type { VIDEO_TYPES } from '@carta/domain/blocks/video';

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

/** A link is '' (none yet) or an http(s) address with a host name, as the schema stores. */
export const isVideoUrl = (text: string): boolean => {
  if (text === '') return true;
  if (text.length > 2048 || !/^https?:\/\/\S+$/.test(text)) return false;
  try {
    return /\./.test(new URL(text).hostname);
  } catch {
    return false;
  }
};

const HOSTS: Readonly<Record<Exclude<VideoType, 'file'>, RegExp>> = {
  youtube: /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/,
  vimeo: /(^|\.)vimeo\.com$/,
};

/** A valid link whose host is not the chosen service's: worth a warning, not a refusal. */
export const isOtherService = (type: VideoType, text: string): boolean => {
  if (type === 'file' || text === '' || !isVideoUrl(text)) return false;
  return !HOSTS[type].test(new URL(text).hostname);
};
