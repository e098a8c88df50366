import { describe, expect, it } from 'vitest';
import {
  allTypeIds,
  CONTENT_TYPE_GROUPS,
  contentTypeById,
  contentTypeByKey,
  contentTypes,
  groupTypes,
  MENU_SHEET_SECTIONS,
  MENU_TYPE_CONTENTS,
  MENU_TYPE_SUBMENUS,
  menuSheetSection,
} from './content-types.ts';

/** behaviour.md#limits Content Type enumeration, plus menu type 1 (submenus). */
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

  it('every icon is an mdi- name', () => {
    for (const t of contentTypes) expect(t.icon).toMatch(/^mdi-[a-z0-9-]+$/);
  });

  it('behaviour.md#limits ids: every numbered type of the spec is present', () => {
    const ids = new Set(allTypeIds());
    const missing = SPEC_IDS.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  });

  it('behaviour.md#limits ids: the gaps of the enumeration (47, 52, 53, 59–61) are not invented', () => {
    for (const id of [0, 47, 52, 53, 59, 60, 61]) expect(contentTypeById(id)).toBeUndefined();
  });

  it('unnumbered types take the ids after the numbering, one after another: 64 simpleText, 65 externalIntegration…', () => {
    expect(contentTypeById(64)?.key).toBe('simpleText');
    expect(contentTypeById(65)?.key).toBe('externalIntegration');
    // Counted from the catalogue itself, so a type added on purpose needs no edit here, while one lost
    // by accident leaves a hole (a lost last one is named by the apps' registry tests: its folders
    // then name no catalogue type).
    const numbered = new Set(SPEC_IDS);
    const unnumbered = allTypeIds()
      .filter((id) => !numbered.has(id))
      .sort((a, b) => a - b);
    const first = Math.max(...SPEC_IDS) + 1;
    expect(unnumbered).toEqual(unnumbered.map((_, i) => first + i));
  });

  it('well-known ids carry the behaviour.md#limits names', () => {
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
      icon: 'mdi-text',
      exclusive: false,
      group: 'textMedia',
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

  it('every type has a group of the add-content grid, submenus alone in its own', () => {
    for (const t of contentTypes) expect(CONTENT_TYPE_GROUPS).toContain(t.group);
    expect(contentTypes.filter((t) => t.group === 'submenus').map((t) => t.key)).toEqual([
      'submenus',
    ]);
  });

  it('every group but submenus holds content types (none is an empty heading)', () => {
    for (const group of CONTENT_TYPE_GROUPS) {
      expect(contentTypes.some((t) => t.group === group)).toBe(true);
    }
  });

  it('well-known types sit in the group a receptionist looks in', () => {
    expect(contentTypeByKey('text')?.group).toBe('textMedia');
    expect(contentTypeByKey('wifi')?.group).toBe('information');
    expect(contentTypeByKey('food')?.group).toBe('foodDrink');
    expect(contentTypeByKey('poll')?.group).toBe('forms');
    expect(contentTypeByKey('infoten')?.group).toBe('integrations');
    expect(contentTypeByKey('dfiles')?.group).toBe('information');
  });

  it('menu-type sheet: submenus, then content-page types, then exclusive integrations', () => {
    expect(menuSheetSection(contentTypeById(1)!)).toBe('submenus');
    expect(menuSheetSection(contentTypeById(16)!)).toBe('contentPage');
    expect(menuSheetSection(contentTypeById(46)!)).toBe('integrations');
    // Exclusive fills the whole page, whatever its subject.
    expect(menuSheetSection(contentTypeByKey('chainFood')!)).toBe('integrations');
    for (const t of contentTypes) {
      expect(MENU_SHEET_SECTIONS).toContain(menuSheetSection(t));
      if (t.id !== 1) expect(menuSheetSection(t) === 'integrations').toBe(t.exclusive);
    }
  });

  it('groupTypes keeps the group order and the given order inside, and drops empty groups', () => {
    const picked = [contentTypeById(46)!, contentTypeById(16)!, contentTypeById(2)!];
    const groups = groupTypes(picked, CONTENT_TYPE_GROUPS, (t) => t.group);
    expect(groups.map((g) => g.group)).toEqual(['textMedia', 'integrations']);
    expect(groups[0]?.types.map((t) => t.id)).toEqual([16, 2]);
    expect(groupTypes([], CONTENT_TYPE_GROUPS, (t) => t.group)).toEqual([]);
  });
});
