import { i18n } from '../../i18n/i18n.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/** The room-charge labels under `roomCharge.*`, added by the screens that show them (desk, integrations). */
export const loadRoomChargeLocales = (): void => {
  if (i18n.getResource('es', 'translation', 'roomCharge') !== undefined) return;
  i18n.addResourceBundle('es', 'translation', { roomCharge: es }, true, false);
  i18n.addResourceBundle('en', 'translation', { roomCharge: en }, true, false);
};
