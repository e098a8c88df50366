import { defineLabels } from '../../i18n/labels.ts';

export const iframeLabels = defineLabels({
  es: { frameTitle: 'Página integrada' },
  en: { frameTitle: 'Embedded page' },
});
