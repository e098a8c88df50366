import { INTEGRATION_KEYS, type IntegrationKey } from '@carta/domain';
import Code from '@mui/icons-material/Code';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Event from '@mui/icons-material/Event';
import HomeWork from '@mui/icons-material/HomeWork';
import LiveTv from '@mui/icons-material/LiveTv';
import Login from '@mui/icons-material/Login';
import Storefront from '@mui/icons-material/Storefront';
import WbCloudy from '@mui/icons-material/WbCloudy';
import type SvgIcon from '@mui/material/SvgIcon';
import { lazyEditor } from '../module.ts';
import type { WebBlock } from '../types.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/** Each integration type's icon; its labels are its entry in locales/*.json. */
const icons: { readonly [K in IntegrationKey]: typeof SvgIcon } = {
  weather: WbCloudy,
  agenda: Event,
  parrilla: LiveTv,
  property: HomeWork,
  commercial: Storefront,
  servatur: DirectionsBus,
  requestReservation: EditCalendar,
  checkIn: Login,
  externalIntegration: Code,
};

const webBlockOf = <K extends IntegrationKey>(key: K) => ({
  Editor: lazyEditor<K>(() => import('./Editor.tsx').then((m) => m.editorOf(key))),
  icon: icons[key],
  locales: { es: es[key], en: en[key] },
});

type IntegrationWebBlocks = {
  readonly [K in IntegrationKey]: Omit<WebBlock<K>, 'locales'> & {
    readonly locales: { readonly es: (typeof es)[K]; readonly en: (typeof en)[K] };
  };
};

/** The web module of every header-only integration type, one row each of the domain's list. */
export const integrationWebBlocks = Object.fromEntries(
  INTEGRATION_KEYS.map((key) => [key, webBlockOf(key)]),
) as IntegrationWebBlocks;

// Listed in the registry by its folder (registry.ts): this line gives the table its rows' types.
declare module '../registry.ts' {
  interface WebBlocks extends IntegrationWebBlocks {}
}
