import { defineLabels } from '../../i18n/labels.ts';

export const pdfLabels = defineLabels({
  es: { open: 'Ver el PDF', download: 'Descargar', newTab: '(se abre en una pestaña nueva)' },
  en: { open: 'View the PDF', download: 'Download', newTab: '(opens in a new tab)' },
});
