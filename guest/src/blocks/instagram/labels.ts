import { defineLabels } from '../../i18n/labels.ts';

export const instagramLabels = defineLabels({
  es: { post: 'Publicación de Instagram' },
  en: { post: 'Instagram post' },
  de: { post: 'Instagram-Beitrag' },
  fr: { post: 'Publication Instagram' },
  it: { post: 'Post di Instagram' },
  pt: { post: 'Publicação do Instagram' },
});
