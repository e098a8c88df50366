import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { defineBlock } from './block.ts';

/** PDF (14): an uploaded PDF ('' until uploaded) and whether guests may download it. */
export const pdf = defineBlock({
  key: 'pdf',
  schema: z.strictObject({ URL: urlSchema, DownloadPdf: z.boolean() }),
  defaults: () => ({ URL: '', DownloadPdf: false }),
});
