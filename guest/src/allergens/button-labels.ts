import { defineLabels } from '../i18n/labels.ts';

/** The header button's labels: in the first load, so kept apart from the dialog's. */
export const allergenButtonLabels = defineLabels({
  es: { allergens: 'Alérgenos', chosenOne: '1 elegido', chosenOther: '{count} elegidos' },
  en: { allergens: 'Allergens', chosenOne: '1 chosen', chosenOther: '{count} chosen' },
  de: { allergens: 'Allergene', chosenOne: '1 gewählt', chosenOther: '{count} gewählt' },
  fr: { allergens: 'Allergènes', chosenOne: '1 choisi', chosenOther: '{count} choisis' },
  it: { allergens: 'Allergeni', chosenOne: '1 scelto', chosenOther: '{count} scelti' },
  pt: { allergens: 'Alergénios', chosenOne: '1 escolhido', chosenOther: '{count} escolhidos' },
});
