import { defineLabels } from '../../i18n/labels.ts';

export const galleryLabels = defineLabels({
  es: { gallery: 'Galería de imágenes', image: 'Imagen {n} de {total}' },
  en: { gallery: 'Image gallery', image: 'Image {n} of {total}' },
});
