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
  de: {
    banner: 'Vorschau',
    bannerHint: 'So sehen es die Gäste zu diesem Zeitpunkt.',
    signInTitle: 'Für die Vorschau müssen Sie im Back-Office angemeldet sein',
    signInHint:
      'Melden Sie sich in diesem Browser im Back-Office dieses Betriebs an und öffnen Sie die Vorschau erneut im Menü-Editor.',
    signInAction: 'Zum Back-Office',
    badLinkTitle: 'Dieser Vorschau-Link ist ungültig',
    badLinkHint: 'Öffnen Sie ihn erneut im Menü-Editor.',
  },
  fr: {
    banner: 'Aperçu',
    bannerHint: 'Voici ce que verront les clients à ce moment-là.',
    signInTitle: 'L’aperçu nécessite d’être connecté au back-office',
    signInHint:
      'Connecte-toi au back-office de cet établissement dans ce navigateur, puis rouvre l’aperçu depuis l’éditeur de menus.',
    signInAction: 'Aller au back-office',
    badLinkTitle: 'Ce lien d’aperçu n’est pas valide',
    badLinkHint: 'Rouvre-le depuis l’éditeur de menus.',
  },
  it: {
    banner: 'Anteprima',
    bannerHint: 'Ecco cosa vedranno gli ospiti in quel momento.',
    signInTitle: 'Per l’anteprima è necessario accedere al back-office',
    signInHint:
      'Accedi al back-office di questo locale in questo browser, poi riapri l’anteprima dall’editor dei menù.',
    signInAction: 'Vai al back-office',
    badLinkTitle: 'Questo link di anteprima non è valido',
    badLinkHint: 'Riaprilo dall’editor dei menù.',
  },
  pt: {
    banner: 'Pré-visualização',
    bannerHint: 'É isto que os clientes verão nesse momento.',
    signInTitle: 'A pré-visualização exige sessão iniciada no back-office',
    signInHint:
      'Inicie sessão no back-office deste estabelecimento neste navegador e volte a abrir a pré-visualização no editor de menus.',
    signInAction: 'Ir para o back-office',
    badLinkTitle: 'Esta ligação de pré-visualização não é válida',
    badLinkHint: 'Volte a abri-la no editor de menus.',
  },
});
