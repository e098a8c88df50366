import type { blockLocales } from '../blocks/locales.ts';
import type { widgetLocales } from '../widgets/locales.ts';
import type es from './locales/es.json';

// Spanish is the reference locale: a key missing from it is a compile error, so no raw key reaches
// the screen through a typo.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof es & {
        widgets: typeof widgetLocales.es;
        blocks: typeof blockLocales.es;
      };
    };
  }
}
