import { defineLabels } from '../../i18n/labels.ts';

export const galleryLabels = defineLabels({
  es: { gallery: 'Galería de imágenes', image: 'Imagen {n} de {total}' },
  en: { gallery: 'Image gallery', image: 'Image {n} of {total}' },
  de: { gallery: 'Bildergalerie', image: 'Bild {n} von {total}' },
  fr: { gallery: 'Galerie d’images', image: 'Image {n} sur {total}' },
  it: { gallery: 'Galleria di immagini', image: 'Immagine {n} di {total}' },
  pt: { gallery: 'Galeria de imagens', image: 'Imagem {n} de {total}' },
});
