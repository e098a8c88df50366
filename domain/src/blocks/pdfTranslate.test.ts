import { pdfTranslate } from './pdfTranslate.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(pdfTranslate, {
  wrongTypes: [
    ['URLPdfTranslate', '/uploads/1/a.pdf'],
    ['PDFTranslateLink', 1],
    ['PDFTranslateLinkName', 'Abrir'],
    ['DownloadPdfTranslate', 'false'],
  ],
  bounds: [
    [
      'URLPdfTranslate',
      { es: '/uploads/1/carta.pdf', en: '' },
      { es: 'javascript:alert(1)' },
      'URLPdfTranslate.es',
    ],
  ],
});
