import { defineLabels } from '../../i18n/labels.ts';

export const pdfLabels = defineLabels({
  es: { open: 'Ver el PDF', download: 'Descargar', newTab: '(se abre en una pestaña nueva)' },
  en: { open: 'View the PDF', download: 'Download', newTab: '(opens in a new tab)' },
  de: { open: 'PDF ansehen', download: 'Herunterladen', newTab: '(öffnet in einem neuen Tab)' },
  fr: { open: 'Voir le PDF', download: 'Télécharger', newTab: '(s’ouvre dans un nouvel onglet)' },
  it: { open: 'Visualizza il PDF', download: 'Scarica', newTab: '(si apre in una nuova scheda)' },
  pt: { open: 'Ver o PDF', download: 'Descarregar', newTab: '(abre num novo separador)' },
});
