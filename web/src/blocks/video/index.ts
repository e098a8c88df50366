import Icon from '@mui/icons-material/Videocam';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const videoBlock = {
  Editor: lazyEditor<'video'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { TypeVideo: 'type', VideoURL: 'url' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly video: typeof videoBlock;
  }
}
