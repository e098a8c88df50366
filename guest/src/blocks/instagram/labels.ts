import { defineLabels } from '../../i18n/labels.ts';

export const instagramLabels = defineLabels({
  es: { post: 'Publicación de Instagram' },
  en: { post: 'Instagram post' },
});
