import type { BlockLocales } from '../blocks/locales.ts';
import type { WidgetLocales } from '../widgets/locales.ts';
import type es from './locales/es.json';

// Spanish is the reference locale: a key missing from it is a compile error, so no raw key reaches
// the screen through a typo. Block and widget labels are typed here although they are loaded later,
// with the editors (loadEditorLocales.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof es & {
        widgets: WidgetLocales;
        blocks: BlockLocales;
      };
    };
  }
}
