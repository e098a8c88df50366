import Icon from '@mui/icons-material/Map';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const mapBlock = {
  Editor: lazyEditor<'map'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: { MapHeight: 'height', Lat: 'lat', Lon: 'lon', MapAddress: 'address' },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly map: typeof mapBlock;
  }
}
