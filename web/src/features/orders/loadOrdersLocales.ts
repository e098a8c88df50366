import { i18n } from '../../i18n/i18n.ts';
import { loadRoomChargeLocales } from '../roomcharge/loadRoomChargeLocales.ts';
import kitchenEn from './kitchen/locales/en.json';
import kitchenEs from './kitchen/locales/es.json';
import en from './locales/en.json';
import es from './locales/es.json';
import serviceEn from './service/locales/en.json';
import serviceEs from './service/locales/es.json';

/**
 * The orders screen's labels under `orders.*`, added when its route loads: the first download
 * carries none of them. Both UI languages together, so switching ES/EN needs no download. The
 * service-day controls bring theirs under `service.*`.
 */
export const loadOrdersLocales = (): void => {
  loadRoomChargeLocales();
  if (i18n.getResource('es', 'translation', 'orders') !== undefined) return;
  i18n.addResourceBundle(
    'es',
    'translation',
    { orders: es, service: serviceEs, stations: kitchenEs },
    true,
    false,
  );
  i18n.addResourceBundle(
    'en',
    'translation',
    { orders: en, service: serviceEn, stations: kitchenEn },
    true,
    false,
  );
};
