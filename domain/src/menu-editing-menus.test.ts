import { describe, expect, it } from 'vitest';
import {
  addSubmenu,
  chooseMenuType,
  contentIssues,
  type EditorContext,
  editorVisibility,
  filterUsers,
  filterUsersByName,
  menuDeleted,
  moveInList,
  moveTargets,
  newMenuDraft,
  type SubmenuEntry,
  selectedUserNames,
  submenuSortEntries,
  toSubmenuEntry,
  typeAfterSheetClosed,
  versionAfterOwnChange,
} from './menu-editing.ts';
import { aMenu, block, ids, ords } from './menus.fixtures.ts';
import type { Menu } from './menus.ts';

const menu = (ID: number, fields: Partial<Menu> = {}): Menu =>
  aMenu({ ID, EnterpriseID: '12', Name: { es: `Menú ${ID}` }, ...fields });

describe('chooseMenuType (behaviour.md#editing Menu-type choice)', () => {
  const make = (ord: number) => block('new_x', ord, { Type: 16 });

  it('type 1: a menu of submenus with an empty submenu list, no block added', () => {
    expect(chooseMenuType([block(1, 0)], 1, make)).toEqual({ Type: 1, submenus: [] });
  });

  it('any other type: Type 0 and a block of it appended at ORD max + 1', () => {
    const choice = chooseMenuType([block(1, 0), block(2, 4)], 16, make);
    expect(choice.Type).toBe(0);
    if (choice.Type !== 0) return;
    expect(choice.added).toMatchObject({ Type: 16, ORD: 5 });
    expect(ids(choice.contents)).toEqual([1, 2, 'new_x']);
  });

  it('on an empty menu the block gets ORD 0', () => {
    const choice = chooseMenuType([], 2, make);
    expect(choice.Type === 0 && choice.added.ORD).toBe(0);
  });
});

describe('typeAfterSheetClosed (behaviour.md#editing closing without a choice)', () => {
  it('resets Type to null unless it is 0 or 1', () => {
    expect(typeAfterSheetClosed(0)).toBe(0);
    expect(typeAfterSheetClosed(1)).toBe(1);
    expect(typeAfterSheetClosed(null)).toBeNull();
    expect(typeAfterSheetClosed(undefined)).toBeNull();
    expect(typeAfterSheetClosed(16)).toBeNull();
  });
});

describe('addSubmenu (behaviour.md#editing Add submenu)', () => {
  const existing: SubmenuEntry[] = [
    toSubmenuEntry(menu(8, { ORD: 0 })),
    toSubmenuEntry(menu(9, { ORD: 3 })),
  ];

  it("'new_{counter}', new, 'Submenú' in the current locale, under the menu, ORD max + 1", () => {
    expect(addSubmenu(5, existing, { locale: 'en', languages: ['es', 'en'], counter: 2 })).toEqual({
      ID: 'new_2',
      Name: { en: 'Submenú', es: '' },
      Image: null,
      ParentID: 5,
      ORD: 4,
      BGColor: null,
      TextColor: null,
      IsNew: true,
      Common: 0,
    });
  });

  it("without a locale the name goes in 'es'; the first submenu gets ORD 0", () => {
    const first = addSubmenu(5, [], { locale: null, languages: ['es', 'en'], counter: 1 });
    expect(first.Name).toEqual({ es: 'Submenú', en: '' });
    expect(first.ORD).toBe(0);
  });
});

describe('toSubmenuEntry (behaviour.md#data submenu as sent on save)', () => {
  it('keeps only ID, Name, Image, ParentID, ORD, BGColor, TextColor', () => {
    expect(Object.keys(toSubmenuEntry(menu(8))).sort()).toEqual(
      ['BGColor', 'ID', 'Image', 'Name', 'ORD', 'ParentID', 'TextColor'].sort(),
    );
  });
});

describe('moveInList and submenuSortEntries (behaviour.md#editing Submenu reorder)', () => {
  const list: SubmenuEntry[] = [8, 9, 10].map((id, i) => toSubmenuEntry(menu(id, { ORD: i * 2 })));

  it('moving an entry renumbers every ORD from 0', () => {
    const moved = moveInList(list, 2, 0);
    expect(ids(moved)).toEqual([10, 8, 9]);
    expect(ords(moved)).toEqual([0, 1, 2]);
    expect(ids(moveInList(list, 0, 99))).toEqual([9, 10, 8]);
  });

  it('sends positions from 0 for the saved submenus only', () => {
    const withNew = [...list, { ...list[0]!, ID: 'new_1' }];
    expect(submenuSortEntries(moveInList(withNew, 3, 0))).toEqual([
      { ID: 8, ORD: 1 },
      { ID: 9, ORD: 2 },
      { ID: 10, ORD: 3 },
    ]);
  });
});

describe('moveTargets (behaviour.md#menu-editor move dialog, behaviour.md#validation)', () => {
  it('every menu but the current one and menus with submenus, submenus included', () => {
    const tree = [
      menu(1),
      menu(2, { Type: 1, IsMenuWithSubmenu: true, Menus: [menu(3, { ParentID: 2 }), menu(4)] }),
      menu(6, { Type: null }),
    ];
    expect(moveTargets(tree, 4).map((m) => m.ID)).toEqual([1, 3, 6]);
    expect(moveTargets(tree, null)[0]).toEqual({ ID: 1, Name: { es: 'Menú 1' } });
  });

  it('a Type 1 menu is excluded even before it has submenus', () => {
    expect(moveTargets([menu(1, { Type: 1 })], null)).toEqual([]);
  });
});

describe('menuDeleted (behaviour.md#editing Delete, behaviour.md#validation)', () => {
  it('only exactly one affected row means deleted', () => {
    expect(menuDeleted(1)).toBe(true);
    expect(menuDeleted(0)).toBe(false);
    expect(menuDeleted(2)).toBe(false);
  });
});

describe('newMenuDraft (behaviour.md#screens a new menu)', () => {
  it("ID 'new', IsNew, untyped, every language empty, after its siblings", () => {
    const draft = newMenuDraft('12', ['es', 'en'], [{ ORD: 0 }, { ORD: 4 }]);
    expect(draft).toMatchObject({ ID: 'new', IsNew: true, Type: null, ORD: 5, ParentID: null });
    expect(draft.Name).toEqual({ es: '', en: '' });
    expect(newMenuDraft('0000', [], []).Name).toEqual({ es: '' });
  });
});

describe('editorVisibility (behaviour.md#menu-editor, behaviour.md#scopes)', () => {
  const base: EditorContext = {
    isAdmin: false,
    commonMode: false,
    isNew: false,
    isSubmenu: false,
    type: 0,
    hasContents: true,
    webAppAsContent: false,
    authType: 'none',
    showCustomColorMenu: false,
  };
  const v = (over: Partial<EditorContext>) => editorVisibility({ ...base, ...over });

  it("'web app as content': admins, no contents, type not 1; anyone once it is on", () => {
    expect(v({ isAdmin: true, hasContents: false }).webAppSwitch).toBe(true);
    expect(v({ isAdmin: true, hasContents: false, type: null }).webAppSwitch).toBe(true);
    expect(v({ isAdmin: true, hasContents: true }).webAppSwitch).toBe(false);
    expect(v({ isAdmin: true, hasContents: false, type: 1 }).webAppSwitch).toBe(false);
    expect(v({ isAdmin: false, hasContents: false }).webAppSwitch).toBe(false);
    expect(v({ webAppAsContent: true }).webAppSwitch).toBe(true);
  });

  it('the link switch and domain only while it is on', () => {
    expect(v({ webAppAsContent: true }).webAppDetails).toBe(true);
    expect(v({ isAdmin: true, hasContents: false }).webAppDetails).toBe(false);
  });

  it('alias in common-menus mode; assigning users for admins there, once saved', () => {
    expect(v({}).alias).toBe(false);
    expect(v({ commonMode: true }).alias).toBe(true);
    expect(v({ commonMode: true }).assignUsers).toBe(false);
    expect(v({ commonMode: true, isAdmin: true }).assignUsers).toBe(true);
    expect(v({ commonMode: true, isAdmin: true, isNew: true }).assignUsers).toBe(false);
    expect(v({ isAdmin: true }).assignUsers).toBe(false);
  });

  it("the action button: 'add to submenu' on a submenu, 'add submenu' for type 1, else content", () => {
    expect(v({ isSubmenu: true }).primaryAction).toBe('addToSubmenu');
    expect(v({ type: 1 }).primaryAction).toBe('addSubmenu');
    expect(v({ type: 0 }).primaryAction).toBe('addContent');
    expect(v({ type: null }).primaryAction).toBe('addContent');
  });

  it('the actions are disabled while the menu is new', () => {
    expect(v({}).actionsEnabled).toBe(true);
    expect(v({ isNew: true }).actionsEnabled).toBe(false);
  });

  it('collapse switch when the type is not 1 and contents exist', () => {
    expect(v({}).collapseSwitch).toBe(true);
    expect(v({ hasContents: false }).collapseSwitch).toBe(false);
    expect(v({ type: 1 }).collapseSwitch).toBe(false);
  });

  it("private switch only when the auth type is not 'none'", () => {
    expect(v({ authType: 'none' }).privateSwitch).toBe(false);
    expect(v({ authType: null }).privateSwitch).toBe(false);
    expect(v({ authType: 'password' }).privateSwitch).toBe(true);
  });

  it('custom colours only with ShowCustomColorMenu', () => {
    expect(v({}).customColors).toBe(false);
    expect(v({ showCustomColorMenu: true }).customColors).toBe(true);
  });

  it('temporary switch and delete button not for new menus', () => {
    expect(v({}).temporarySwitch).toBe(true);
    expect(v({ isNew: true }).temporarySwitch).toBe(false);
    expect(v({}).deleteButton).toBe(true);
    expect(v({ isNew: true }).deleteButton).toBe(false);
  });

  it('submenus card for type 1; content list for type 0 once saved or holding blocks', () => {
    expect(v({ type: 1 }).submenusCard).toBe(true);
    expect(v({ type: 0 }).submenusCard).toBe(false);
    expect(v({ type: 0 }).contentList).toBe(true);
    expect(v({ type: null }).contentList).toBe(false);
    expect(v({ type: 0, isNew: true, hasContents: false }).contentList).toBe(false);
    expect(v({ type: 0, isNew: true, hasContents: true }).contentList).toBe(true);
  });
});

describe('common-menu users (behaviour.md#menu-editor)', () => {
  const users = [
    { ID: 1, Name: 'Lucía Pérez' },
    { ID: 2, Name: 'Recepción' },
    { ID: 3, Name: 'JORGE Martín' },
  ];

  it('search is a case-insensitive match on the name', () => {
    expect(filterUsersByName(users, 'jorge').map((u) => u.ID)).toEqual([3]);
    expect(filterUsersByName(users, 'RECEP').map((u) => u.ID)).toEqual([2]);
    expect(filterUsersByName(users, '  ')).toHaveLength(3);
    expect(filterUsersByName(users, 'nadie')).toEqual([]);
  });

  it('the wider search also matches e-mail and enterprise, ignoring accents', () => {
    const listed = [
      { ID: 1, Name: 'Lucía Pérez', Email: 'staff@hotel-demo.local', EnterpriseName: 'Hotel Demo' },
      {
        ID: 4,
        Name: 'Jorge',
        Email: 'jorge@laplaza.local',
        EnterpriseName: 'Restaurante La Plaza',
      },
      { ID: 5, Name: 'Sin empresa', Email: 'x@y.z', EnterpriseName: null },
    ];
    expect(filterUsers(listed, 'lucia').map((u) => u.ID)).toEqual([1]);
    expect(filterUsers(listed, 'LAPLAZA.local').map((u) => u.ID)).toEqual([4]);
    expect(filterUsers(listed, 'hotel demo').map((u) => u.ID)).toEqual([1]);
    expect(filterUsers(listed, 'restaurante').map((u) => u.ID)).toEqual([4]);
    expect(filterUsers(listed, ' ')).toHaveLength(3);
    expect(filterUsers(listed, 'nadie')).toEqual([]);
    // Staff lists carry names only: the search still works on them.
    expect(filterUsers(users, 'jorge').map((u) => u.ID)).toEqual([3]);
  });

  it('the selected names, comma-joined, in list order', () => {
    expect(selectedUserNames(users, [3, 1])).toBe('Lucía Pérez, JORGE Martín');
    expect(selectedUserNames(users, [])).toBe('');
    expect(selectedUserNames(users, [99])).toBe('');
  });
});

describe('contentIssues (a 400 naming Content fields)', () => {
  it('reads the index and field of each Content path, ignoring other fields', () => {
    expect(contentIssues(['Content.3.Type', 'Content.0.Title.es', 'Name.es', 'Content.2'])).toEqual(
      [
        { index: 3, field: 'Type' },
        { index: 0, field: 'Title.es' },
        { index: 2, field: '' },
      ],
    );
  });
});

describe('versionAfterOwnChange (hide, move and delete keep the draft current)', () => {
  it('takes the answered Version when it follows the draft one', () => {
    expect(versionAfterOwnChange(3, 4)).toBe(4);
  });

  it('keeps the draft Version when someone else saved meanwhile, so the next save is a 409', () => {
    expect(versionAfterOwnChange(3, 6)).toBe(3);
    expect(versionAfterOwnChange(3, 3)).toBe(3);
    expect(versionAfterOwnChange(undefined, 1)).toBeUndefined();
  });
});
