import { z } from 'zod';
import { FILE_URL_PATTERN, isVideoUrlFor, URL_MAX, videoServicePattern } from '../urls.ts';
import { defineBlock, keepAll } from './block.ts';

/** behaviour.md#limits video types. */
export const VIDEO_TYPES = ['youtube', 'vimeo', 'file'] as const;

/**
 * Video (8): a YouTube or Vimeo link from that service, or an uploaded file (VideoURL is then its
 * /uploads path); always https, as the guest app embeds it.
 */
const youtube = { pattern: videoServicePattern('youtube') };
const vimeo = { pattern: videoServicePattern('vimeo') };
const file = { pattern: FILE_URL_PATTERN };

export const video = defineBlock({
  key: 'video',
  id: 8,
  icon: 'mdi-video',
  group: 'textMedia',
  guest: keepAll('TypeVideo', 'VideoURL'),
  schema: z
    .strictObject({ TypeVideo: z.enum(VIDEO_TYPES), VideoURL: z.string().max(URL_MAX) })
    .superRefine(({ TypeVideo, VideoURL }, ctx) => {
      if (!isVideoUrlFor(TypeVideo, VideoURL))
        ctx.addIssue({
          code: 'custom',
          path: ['VideoURL'],
          message:
            TypeVideo === 'file'
              ? 'an uploaded /path or an https:// URL'
              : `an https:// address of ${TypeVideo}`,
        });
    })
    // The address's rule follows the type (isVideoUrlFor); without a type the default, YouTube's.
    .meta({
      anyOf: [
        { properties: { TypeVideo: { enum: ['youtube'] }, VideoURL: youtube } },
        {
          required: ['TypeVideo'],
          properties: { TypeVideo: { enum: ['vimeo'] }, VideoURL: vimeo },
        },
        { required: ['TypeVideo'], properties: { TypeVideo: { enum: ['file'] }, VideoURL: file } },
      ],
      description:
        "VideoURL follows TypeVideo: a YouTube or Vimeo address from that service's domains, an " +
        "uploaded /path or an https:// URL for a file, or ''; the host is a real host name.",
    }),
  defaults: () => ({ TypeVideo: 'youtube' as const, VideoURL: '' }),
});
