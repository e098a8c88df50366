// @vitest-environment node
import { contentTypes } from '@carta/domain';
import { describe, expect, it } from 'vitest';
import { blockLocales } from '../blocks/locales.ts';
import { widgetLocales } from '../widgets/locales.ts';
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

// What i18next is given: the app's locales plus every widget's, as i18n.ts merges them.
const locales = {
  es: leaves({ ...es, widgets: widgetLocales.es, blocks: blockLocales.es }),
  en: leaves({ ...en, widgets: widgetLocales.en, blocks: blockLocales.en }),
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
      expect(locales.es.get(type.nameKey), `es: ${type.nameKey}`).toBeTruthy();
      expect(locales.en.get(type.nameKey), `en: ${type.nameKey}`).toBeTruthy();
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
