import { defineLabels } from '../../i18n/labels.ts';

// Written in every UI language: the sentence wraps a day name in the UI language.
export const externalFoodMenuLabels = defineLabels({
  es: { menus: 'Cartas', everyDay: 'Todos los días', onlyOn: 'Solo los {day}' },
  en: { menus: 'Menus', everyDay: 'Every day', onlyOn: '{day} only' },
  de: { menus: 'Speisekarten', everyDay: 'Täglich', onlyOn: 'Nur am {day}' },
  fr: { menus: 'Cartes', everyDay: 'Tous les jours', onlyOn: 'Uniquement le {day}' },
  it: { menus: 'Menù', everyDay: 'Tutti i giorni', onlyOn: 'Solo {day}' },
  pt: { menus: 'Ementas', everyDay: 'Todos os dias', onlyOn: 'Só {day}' },
});
