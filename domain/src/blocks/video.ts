import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { defineBlock } from './block.ts';

/** §9 video types. */
export const VIDEO_TYPES = ['youtube', 'vimeo', 'file'] as const;

/** Video (8): a YouTube or Vimeo link, or an uploaded file (VideoURL is then its /uploads path). */
export const video = defineBlock({
  key: 'video',
  schema: z.strictObject({ TypeVideo: z.enum(VIDEO_TYPES), VideoURL: urlSchema }),
  defaults: () => ({ TypeVideo: 'youtube' as const, VideoURL: '' }),
});
