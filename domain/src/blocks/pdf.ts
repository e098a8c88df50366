import { z } from 'zod';
import { urlSchema } from '../ids.ts';
import { defineBlock, keepAll } from './block.ts';

/** PDF (14): an uploaded PDF ('' until uploaded) and whether guests may download it. */
export const pdf = defineBlock({
  key: 'pdf',
  id: 14,
  icon: 'mdi-file-pdf-box',
  group: 'information',
  guest: keepAll('URL', 'DownloadPdf'),
  schema: z.strictObject({ URL: urlSchema, DownloadPdf: z.boolean() }),
  defaults: () => ({ URL: '', DownloadPdf: false }),
});
