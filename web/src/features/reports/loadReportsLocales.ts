import { i18n } from '../../i18n/i18n.ts';
import en from './locales/en.json';
import es from './locales/es.json';

/** The reports screen's labels under `reports.*`, added when its route loads (both languages). */
export const loadReportsLocales = (): void => {
  if (i18n.getResource('es', 'translation', 'reports') !== undefined) return;
  i18n.addResourceBundle('es', 'translation', { reports: es }, true, false);
  i18n.addResourceBundle('en', 'translation', { reports: en }, true, false);
};
