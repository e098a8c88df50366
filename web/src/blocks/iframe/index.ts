import Icon from '@mui/icons-material/WebAsset';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const iframeBlock = {
  Editor: lazyEditor<'iframe'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { IframeHeight: 'height', IframeURL: 'url' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly iframe: typeof iframeBlock;
  }
}
