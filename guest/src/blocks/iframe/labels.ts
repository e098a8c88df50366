import { defineLabels } from '../../i18n/labels.ts';

export const iframeLabels = defineLabels({
  es: { frameTitle: 'Página integrada' },
  en: { frameTitle: 'Embedded page' },
  de: { frameTitle: 'Eingebettete Seite' },
  fr: { frameTitle: 'Page intégrée' },
  it: { frameTitle: 'Pagina incorporata' },
  pt: { frameTitle: 'Página incorporada' },
});
