import { defineLabels } from '../i18n/labels.ts';

/** The editor's preview: its banner and the pages shown when it cannot be. */
export const previewLabels = defineLabels({
  es: {
    banner: 'Vista previa',
    bannerHint: 'Así lo verán los clientes en ese momento.',
    signInTitle: 'La vista previa necesita tu sesión del back-office',
    signInHint:
      'Inicia sesión en este navegador en el back-office de este establecimiento y vuelve a abrir la vista previa desde el editor de menús.',
    signInAction: 'Ir al back-office',
    badLinkTitle: 'Este enlace de vista previa no es válido',
    badLinkHint: 'Ábrelo de nuevo desde el editor de menús.',
  },
  en: {
    banner: 'Preview',
    bannerHint: 'This is what guests will see at that moment.',
    signInTitle: 'The preview needs you to be signed in to the back-office',
    signInHint:
      "Sign in to this venue's back-office in this browser, then open the preview again from the menu editor.",
    signInAction: 'Go to the back-office',
    badLinkTitle: 'This preview link is not valid',
    badLinkHint: 'Open it again from the menu editor.',
  },
});
