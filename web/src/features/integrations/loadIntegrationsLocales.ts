import { i18n } from '../../i18n/i18n.ts';
import { loadRoomChargeLocales } from '../roomcharge/loadRoomChargeLocales.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/** The integrations labels under `integrations.*`, added when a screen that shows them loads. */
export const loadIntegrationsLocales = (): void => {
  loadRoomChargeLocales();
  if (i18n.getResource('es', 'translation', 'integrations') !== undefined) return;
  i18n.addResourceBundle('es', 'translation', { integrations: es }, true, false);
  i18n.addResourceBundle('en', 'translation', { integrations: en }, true, false);
};
