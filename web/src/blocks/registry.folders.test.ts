import { contentTypes, INTEGRATION_KEYS } from '@carta/domain';
import { describe, expect, it } from 'vitest';
import { editorLocales } from '../i18n/editorLocales.ts';
import { UI_LANGUAGES } from '../i18n/languages.ts';
import { webBlockByKey, webBlocks } from './registry.ts';

/** Every block type of the domain catalogue (submenus is a kind of menu, not a block). */
const blockKeys = contentTypes.map((type) => type.key).filter((key) => key !== 'submenus');

const integrationKeys: readonly string[] = INTEGRATION_KEYS;

/** The files a folder holds, found the way the registry and the editors find them. */
const folderFiles = new Set(
  Object.keys(import.meta.glob(['./*/index.ts', './*/Editor.tsx', './*/locales/*.json'])),
);

/** The folder that must serve a key: its own, or integration/ for a header-only integration row. */
const folderOf = (key: string) => (integrationKeys.includes(key) ? 'integration' : key);

/** What a type lacks to be reachable from the back-office, each naming the file to write. */
const missingFor = (key: string): string[] => {
  const folder = folderOf(key);
  const at = (file: string) => `web/src/blocks/${folder}/${file}`;
  const needed = ['index.ts', 'Editor.tsx', ...UI_LANGUAGES.map((l) => `locales/${l}.json`)];
  const files = needed.filter((file) => !folderFiles.has(`./${folder}/${file}`)).map(at);
  const block = webBlockByKey(key);
  const parts: Readonly<Record<string, unknown>> = block
    ? { Editor: block.Editor, icon: block.icon }
    : { [`export const ${key}Block`]: undefined };
  const module = Object.entries(parts)
    .filter(([, part]) => part === undefined || part === null)
    .map(([part]) => `${at('index.ts')}: ${part}`);
  const labels = UI_LANGUAGES.flatMap((language) => {
    const tree = editorLocales[language].blocks[key];
    return ['typeName', 'typeHint']
      .filter((label) => typeof tree?.[label] !== 'string' || tree[label] === '')
      .map((label) => `${at(`locales/${language}.json`)}: ${label}`);
  });
  return [...new Set([...files, ...module, ...labels])];
};

describe('the block registry, derived from the block folders', () => {
  it('reaches every catalogue type: its folder, editor, icon and labels in every UI language', () => {
    const missing = Object.fromEntries(
      blockKeys.flatMap((key): [string, string[]][] => {
        const what = missingFor(key);
        return what.length > 0 ? [[key, what]] : [];
      }),
    );
    expect(missing, 'catalogue types the back-office cannot reach, with what to write').toEqual({});
  });

  it('lists nothing but catalogue types (a folder named unlike its key is not a block)', () => {
    const strays = Object.keys(webBlocks).filter((key) => !blockKeys.includes(key as never));
    expect(strays, 'folders or rows that are not catalogue keys').toEqual([]);
  });
});
