import Icon from '@mui/icons-material/PictureAsPdf';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const pdfBlock = {
  Editor: lazyEditor<'pdf'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { URL: 'url', DownloadPdf: 'download' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly pdf: typeof pdfBlock;
  }
}
