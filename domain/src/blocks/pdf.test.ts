import { pdf } from './pdf.ts';
import { blockSuite } from './test-helpers.ts';

blockSuite(pdf, {
  wrongTypes: [
    ['URL', 1],
    ['DownloadPdf', 'true'],
  ],
  bounds: [['URL', '/uploads/1/menu.pdf', 'javascript:alert(1)']],
});
