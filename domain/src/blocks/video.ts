import { z } from 'zod';
import { isVideoUrlFor, URL_MAX } from '../urls.ts';
import { defineBlock } from './block.ts';

/** behaviour.md#limits video types. */
export const VIDEO_TYPES = ['youtube', 'vimeo', 'file'] as const;

/**
 * Video (8): a YouTube or Vimeo link from that service, or an uploaded file (VideoURL is then its
 * /uploads path); always https, as the guest app embeds it.
 */
export const video = defineBlock({
  key: 'video',
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
    }),
  defaults: () => ({ TypeVideo: 'youtube' as const, VideoURL: '' }),
});
