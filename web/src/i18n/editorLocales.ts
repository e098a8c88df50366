import { UI_LANGUAGES, type UiLanguage } from './languages.ts';

export type LocaleTree = { readonly [key: string]: string | LocaleTree };

export type EditorLocales = {
  readonly blocks: Readonly<Record<string, LocaleTree>>;
  readonly widgets: Readonly<Record<string, LocaleTree>>;
};

// Every block's and widget's locale file, found on disk: a label added to any of them is picked up
// without a list to keep. This module is downloaded with the editors, never with the first screen.
const files = import.meta.glob<LocaleTree>(
  ['../blocks/*/locales/*.json', '../widgets/*/locales/*.json'],
  { eager: true, import: 'default' },
);

/** The one block folder that serves several types (the header-only integration rows). */
const INTEGRATION_FOLDER = 'integration';

const FILE = /^\.\.\/(blocks|widgets)\/([^/]+)\/locales\/([^/]+)\.json$/;

const build = (): Record<UiLanguage, EditorLocales> => {
  const found = Object.fromEntries(
    UI_LANGUAGES.map((language) => [
      language,
      { blocks: {} as Record<string, LocaleTree>, widgets: {} as Record<string, LocaleTree> },
    ]),
  ) as Record<
    UiLanguage,
    { blocks: Record<string, LocaleTree>; widgets: Record<string, LocaleTree> }
  >;
  for (const [path, tree] of Object.entries(files)) {
    const match = FILE.exec(path);
    const [, group, name, language] = match ?? [];
    if (!group || !name || !language) throw new Error(`unexpected locale file ${path}`);
    const target = found[language as UiLanguage];
    if (!target) throw new Error(`${path}: ${language} is not a UI language`);
    // integration/ holds the labels of several block types, each under its own key.
    if (group === 'blocks' && name === INTEGRATION_FOLDER) Object.assign(target.blocks, tree);
    else target[group as keyof EditorLocales][name] = tree;
  }
  return found;
};

/** `blocks.<key>` and `widgets.<Widget>` labels, per UI language, as i18next receives them. */
export const editorLocales: Readonly<Record<UiLanguage, EditorLocales>> = build();
