import { i18n } from './i18n.ts';
import { UI_LANGUAGES } from './languages.ts';

const present = () =>
  UI_LANGUAGES.every(
    (language) =>
      i18n.getResource(language, 'translation', 'blocks') !== undefined &&
      i18n.getResource(language, 'translation', 'widgets') !== undefined,
  );

/**
 * The labels of every block editor and widget, in both UI languages, added to i18next. They stay
 * out of the first download (the login and the navigation need none of them); whatever shows a
 * block editor or a widget awaits this first, so no label is ever shown as its raw key. Both
 * languages come together (a few kB) so that switching ES/EN later needs no download.
 */
export const loadEditorLocales = async (): Promise<void> => {
  if (present()) return;
  const { editorLocales } = await import('./editorLocales.ts');
  for (const language of UI_LANGUAGES) {
    // Deep, not overwriting: the app's own labels of the same language stay as they are.
    i18n.addResourceBundle(language, 'translation', editorLocales[language], true, false);
  }
};
