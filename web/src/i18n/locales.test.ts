// @vitest-environment node
import { CONTENT_TYPE_GROUPS, contentTypes, MENU_SHEET_SECTIONS } from '@carta/domain';
import { describe, expect, it } from 'vitest';
import { typeDisplay } from '../blocks/typeInfo.ts';
import { editorLocales } from './editorLocales.ts';
import en from './locales/en.json';
import es from './locales/es.json';

type Tree = { readonly [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [p, v] of leaves(value, path)) found.set(p, v);
  }
  return found;
};

// What i18next ends up with: the app's locales (i18n.ts) plus every block's and widget's locale file
// found on disk (editorLocales.ts, loaded with the editors).
const locales = {
  es: leaves({ ...es, ...editorLocales.es }),
  en: leaves({ ...en, ...editorLocales.en }),
};

describe('locales', () => {
  it('es and en have exactly the same keys', () => {
    expect([...locales.en.keys()].sort()).toEqual([...locales.es.keys()].sort());
  });

  it('has no empty text', () => {
    for (const [language, entries] of Object.entries(locales)) {
      for (const [key, text] of entries) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
      }
    }
  });

  it('names every content type of the catalogue in both languages', () => {
    for (const type of contentTypes) {
      const display = typeDisplay(type.id);
      expect(display, type.key).toBeDefined();
      const nameKey = display?.nameKey ?? '';
      expect(locales.es.get(nameKey), `es: ${nameKey}`).toBeTruthy();
      expect(locales.en.get(nameKey), `en: ${nameKey}`).toBeTruthy();
    }
  });

  it('has labels for every block type, loaded with its editor', () => {
    for (const { key } of contentTypes.filter((type) => type.key !== 'submenus')) {
      expect(editorLocales.es.blocks[key], `es: blocks.${key}`).toBeDefined();
      expect(editorLocales.en.blocks[key], `en: blocks.${key}`).toBeDefined();
    }
  });

  it('describes every content type in one plain line, in both languages', () => {
    for (const type of contentTypes) {
      const display = typeDisplay(type.id);
      for (const language of ['es', 'en'] as const) {
        const hint = locales[language].get(display?.hintKey ?? '');
        expect(hint, `${language}: ${display?.hintKey}`).toBeTruthy();
        // One line: it sits under the name on a grid button.
        expect(hint?.length ?? 0, `${language}: ${type.key}`).toBeLessThanOrEqual(90);
        expect(hint, `${language}: ${type.key} is more than its name`).not.toBe(
          locales[language].get(display?.nameKey ?? ''),
        );
      }
    }
  });

  it('names every type group and menu-sheet section in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      for (const group of CONTENT_TYPE_GROUPS) {
        expect(locales[language].get(`contentTypeGroups.${group}`), group).toBeTruthy();
      }
      for (const section of MENU_SHEET_SECTIONS) {
        expect(locales[language].get(`menuTypeSections.${section}`), section).toBeTruthy();
      }
    }
  });

  it('holds the keys the spec names', () => {
    for (const key of [
      'menus.info.saveBeforeEdit',
      'menus.info.noExistSubmenu',
      'menus.messages.update',
      'menus.messages.delete',
      'confirmDelete.title',
      'confirmDelete.message',
      'common.error2mb',
    ]) {
      expect(locales.es.has(key), key).toBe(true);
    }
  });
});
