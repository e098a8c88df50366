import { i18n } from '../../i18n/i18n.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * The points screen's labels under `points.*`, added when its route loads: the first download
 * carries none of them. Both UI languages together, so switching ES/EN needs no download.
 */
export const loadPointsLocales = (): void => {
  if (i18n.getResource('es', 'translation', 'points') !== undefined) return;
  i18n.addResourceBundle('es', 'translation', { points: es }, true, false);
  i18n.addResourceBundle('en', 'translation', { points: en }, true, false);
};
