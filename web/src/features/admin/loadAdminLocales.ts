import { i18n } from '../../i18n/i18n.ts';
import { UI_LANGUAGES } from '../../i18n/languages.ts';

/**
 * The administration screens' labels (`admin.*`), in both UI languages, added when one of those
 * screens is opened: the first download carries none of them. The navigation's few labels are
 * Spanish-and-English in the app's own locales.
 */
export const loadAdminLocales = async (): Promise<void> => {
  if (UI_LANGUAGES.every((l) => i18n.getResource(l, 'translation', 'admin') !== undefined)) return;
  const [es, en] = await Promise.all([
    import('./locales/es.json').then((m) => m.default),
    import('./locales/en.json').then((m) => m.default),
  ]);
  const bundles = { es, en } as const;
  for (const language of UI_LANGUAGES)
    i18n.addResourceBundle(language, 'translation', { admin: bundles[language] }, true, false);
};
