import { z } from 'zod';
import { emptyTranslatable } from '../translatable.ts';
import { defineBlock } from './block.ts';
import { shortText, translatableUrlSchema } from './fields.ts';

/** PDF translate (31): one PDF per language, opened in a new tab behind a button, or inline. */
export const pdfTranslate = defineBlock({
  key: 'pdfTranslate',
  id: 31,
  icon: 'mdi-file-pdf-box-outline',
  group: 'information',
  guest: {
    URLPdfTranslate: 'text',
    PDFTranslateLink: 'keep',
    PDFTranslateLinkName: 'text',
    DownloadPdfTranslate: 'keep',
  },
  schema: z.strictObject({
    URLPdfTranslate: translatableUrlSchema,
    PDFTranslateLink: z.boolean(),
    PDFTranslateLinkName: shortText(),
    DownloadPdfTranslate: z.boolean(),
  }),
  defaults: ({ languages }) => ({
    URLPdfTranslate: emptyTranslatable(languages),
    PDFTranslateLink: false,
    PDFTranslateLinkName: emptyTranslatable(languages),
    DownloadPdfTranslate: false,
  }),
});
