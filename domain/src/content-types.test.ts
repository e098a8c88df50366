import { describe, expect, it } from 'vitest';
import {
  allTypeIds,
  contentTypeById,
  contentTypeByKey,
  contentTypes,
  MENU_TYPE_CONTENTS,
  MENU_TYPE_SUBMENUS,
} from './content-types.ts';

/** §9 Content Type enumeration, plus menu type 1 (submenus). */
const SPEC_IDS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
  28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 48, 49, 50, 51, 54,
  55, 56, 57, 58, 62, 63,
];

describe('content-types catalogue', () => {
  it('unique ids: no two types share an id', () => {
    const ids = contentTypes.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('unique keys: no two types share a key', () => {
    const keys = contentTypes.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('nameKey is contentTypes.<key> for every type', () => {
    for (const t of contentTypes) expect(t.nameKey).toBe(`contentTypes.${t.key}`);
  });

  it('every icon is an mdi- name', () => {
    for (const t of contentTypes) expect(t.icon).toMatch(/^mdi-[a-z0-9-]+$/);
  });

  it('§9 ids: every numbered type of the spec is present', () => {
    const ids = new Set(allTypeIds());
    const missing = SPEC_IDS.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  });

  it('§9 ids: the gaps of the enumeration (47, 52, 53, 59–61) are not invented', () => {
    for (const id of [0, 47, 52, 53, 59, 60, 61]) expect(contentTypeById(id)).toBeUndefined();
  });

  it('unnumbered types: 64 simpleText and 65 externalIntegration', () => {
    expect(contentTypeById(64)?.key).toBe('simpleText');
    expect(contentTypeById(65)?.key).toBe('externalIntegration');
    expect(allTypeIds()).toHaveLength(SPEC_IDS.length + 2);
  });

  it('well-known ids carry the §9 names', () => {
    expect(contentTypeById(1)?.key).toBe('submenus');
    expect(contentTypeById(2)?.key).toBe('title');
    expect(contentTypeById(3)?.key).toBe('space');
    expect(contentTypeById(4)?.key).toBe('image');
    expect(contentTypeById(16)?.key).toBe('text');
    expect(contentTypeById(63)?.key).toBe('qAndA');
  });

  it('menu type constants: 1 = submenus, 0 = contents', () => {
    expect(MENU_TYPE_SUBMENUS).toBe(1);
    expect(MENU_TYPE_CONTENTS).toBe(0);
    expect(contentTypeById(MENU_TYPE_SUBMENUS)?.key).toBe('submenus');
  });

  it('lookup by id returns the catalogue entry, undefined for an unknown id', () => {
    expect(contentTypeById(16)).toEqual({
      id: 16,
      key: 'text',
      nameKey: 'contentTypes.text',
      icon: 'mdi-text',
      exclusive: false,
    });
    expect(contentTypeById(999)).toBeUndefined();
    expect(contentTypeById(-1)).toBeUndefined();
  });

  it('lookup by key returns the catalogue entry, undefined for an unknown key', () => {
    expect(contentTypeByKey('space')?.id).toBe(3);
    expect(contentTypeByKey('checkIn')?.id).toBe(62);
    expect(contentTypeByKey('nope')).toBeUndefined();
    expect(contentTypeByKey('Space')).toBeUndefined();
  });

  it('lookups agree: byKey(byId(id).key) is the same entry for every type', () => {
    for (const t of contentTypes) {
      expect(contentTypeById(t.id)).toBe(t);
      expect(contentTypeByKey(t.key)).toBe(t);
    }
  });

  it('allTypeIds lists the ids in catalogue order', () => {
    expect(allTypeIds()).toEqual(contentTypes.map((t) => t.id));
  });
});
