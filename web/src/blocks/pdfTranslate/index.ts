import Icon from '@mui/icons-material/PictureAsPdfOutlined';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const pdfTranslateBlock = {
  Editor: lazyEditor<'pdfTranslate'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    URLPdfTranslate: 'file',
    PDFTranslateLink: 'newTab',
    PDFTranslateLinkName: 'buttonText',
    DownloadPdfTranslate: 'download',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly pdfTranslate: typeof pdfTranslateBlock;
  }
}
