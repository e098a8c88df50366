import { defineLabels } from '../../i18n/labels.ts';

export const videoLabels = defineLabels({
  es: {
    player: 'Vídeo',
    noSupport: 'Tu navegador no puede reproducir este vídeo.',
    open: 'Abrir el vídeo',
  },
  en: {
    player: 'Video',
    noSupport: 'Your browser cannot play this video.',
    open: 'Open the video',
  },
  de: {
    player: 'Video',
    noSupport: 'Ihr Browser kann dieses Video nicht abspielen.',
    open: 'Video öffnen',
  },
  fr: {
    player: 'Vidéo',
    noSupport: 'Ton navigateur ne peut pas lire cette vidéo.',
    open: 'Ouvrir la vidéo',
  },
  it: {
    player: 'Video',
    noSupport: 'Il tuo browser non può riprodurre questo video.',
    open: 'Apri il video',
  },
  pt: {
    player: 'Vídeo',
    noSupport: 'O seu navegador não consegue reproduzir este vídeo.',
    open: 'Abrir o vídeo',
  },
});
