import Icon from '@mui/icons-material/Wifi';
import { lazyEditor } from '../module.ts';
import en from './locales/en.json';
import es from './locales/es.json';

export const wifiBlock = {
  Editor: lazyEditor<'wifi'>(() => import('./Editor.tsx').then((m) => m.Editor)),
  icon: Icon,
  fieldLabels: {
    WifiName: 'name',
    WifiIsWep: 'useWep',
    WifiSSID: 'ssid',
    WifiPassword: 'password',
  },
  locales: { es, en },
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface WebBlocks {
    readonly wifi: typeof wifiBlock;
  }
}
