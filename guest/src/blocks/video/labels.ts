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
});
