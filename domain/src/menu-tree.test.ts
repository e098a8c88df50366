import { describe, expect, it } from 'vitest';
import {
  canBeParentOf,
  canHoldContents,
  canHoldSubmenus,
  MAX_MENU_DEPTH,
  type MenuPlace,
  menuTreeViolations,
  type ParentPlace,
  treeDepthAfterMove,
  treeRulesBrokenBySave,
} from './menu-tree.ts';

const submenusMenu: ParentPlace = { ID: 2, ParentID: null, Type: 1 };
const contentsMenu: ParentPlace = { ID: 7, ParentID: null, Type: 0 };
const submenu: ParentPlace = { ID: 3, ParentID: 2, Type: 0 };

const place = (extra: Partial<MenuPlace> = {}): MenuPlace => ({
  ID: 10,
  Type: 0,
  parent: null,
  submenus: 0,
  contents: 0,
  ...extra,
});

describe('menu tree rules (behaviour.md#data, behaviour.md#editing)', () => {
  it('only a menu of submenus (Type 1) holds submenus', () => {
    expect(canHoldSubmenus(1)).toBe(true);
    expect(canHoldSubmenus(0)).toBe(false);
    expect(canHoldSubmenus(null)).toBe(false);
  });

  it('blocks go in a contents menu or an undecided one, never in a menu of submenus', () => {
    expect(canHoldContents(0)).toBe(true);
    expect(canHoldContents(null)).toBe(true);
    expect(canHoldContents(1)).toBe(false);
  });

  it('a parent is a top-level menu of submenus other than the child itself', () => {
    expect(canBeParentOf(submenusMenu, { ID: 10 })).toBeNull();
    expect(canBeParentOf(submenusMenu, { ID: null })).toBeNull();
    expect(canBeParentOf(submenusMenu, { ID: 2 })).toBe('own_parent');
    expect(canBeParentOf(contentsMenu, { ID: 10 })).toBe('parent_not_submenus_menu');
    expect(canBeParentOf({ ...submenu, Type: 1 }, { ID: 10 })).toBe('too_deep');
  });

  it('the depth after a move counts the moved menu and its submenus below the parent', () => {
    expect(treeDepthAfterMove(0, false)).toBe(1);
    expect(treeDepthAfterMove(0, true)).toBe(2);
    expect(treeDepthAfterMove(1, false)).toBe(2);
    expect(treeDepthAfterMove(1, true)).toBeGreaterThan(MAX_MENU_DEPTH);
    expect(treeDepthAfterMove(2, false)).toBeGreaterThan(MAX_MENU_DEPTH);
  });

  it('a valid tree breaks no rule: top-level menus of either kind, submenus holding blocks', () => {
    expect(menuTreeViolations(place({ Type: 1, submenus: 3 }))).toEqual([]);
    expect(menuTreeViolations(place({ contents: 4 }))).toEqual([]);
    expect(menuTreeViolations(place({ Type: null, contents: 1 }))).toEqual([]);
    expect(menuTreeViolations(place({ parent: submenusMenu, contents: 2 }))).toEqual([]);
  });

  it('a ParentID naming no menu of the owner is refused', () => {
    expect(menuTreeViolations(place({ parent: 'missing' }))).toEqual(['parent_not_found']);
  });

  it('a menu is not its own parent', () => {
    expect(menuTreeViolations(place({ ID: 2, parent: submenusMenu }))).toEqual(['own_parent']);
  });

  it('a menu of submenus moved under another menu makes the tree too deep (behaviour.md#limits)', () => {
    expect(
      menuTreeViolations(place({ Type: 1, submenus: 1, parent: contentsMenu })).sort(),
    ).toEqual(['parent_not_submenus_menu', 'submenu_of_submenus_type', 'too_deep']);
  });

  it('a submenu holds no submenus, even when it is a menu of submenus itself', () => {
    expect(menuTreeViolations(place({ parent: submenusMenu, Type: 1 }))).toEqual([
      'submenu_of_submenus_type',
    ]);
    expect(menuTreeViolations(place({ parent: { ...submenu, Type: 1 } }))).toEqual(['too_deep']);
  });

  it('a contents menu (or an undecided one) holds no submenus', () => {
    expect(menuTreeViolations(place({ submenus: 1 }))).toEqual(['submenus_outside_submenus_menu']);
    expect(menuTreeViolations(place({ Type: null, submenus: 1 }))).toEqual([
      'submenus_outside_submenus_menu',
    ]);
  });

  it('a menu of submenus holds no blocks', () => {
    expect(menuTreeViolations(place({ Type: 1, contents: 1 }))).toEqual([
      'contents_in_submenus_menu',
    ]);
  });

  it('a save is refused only for the rules it breaks, not for what was stored so before', () => {
    const legacy = place({ Type: 1, contents: 2, submenus: 1 });
    expect(treeRulesBrokenBySave(legacy, { ...legacy, contents: 3 })).toEqual([]);
    expect(treeRulesBrokenBySave(legacy, { ...legacy, parent: submenusMenu })).toEqual([
      'submenu_of_submenus_type',
      'too_deep',
    ]);
    expect(treeRulesBrokenBySave(null, place({ Type: 1, contents: 1 }))).toEqual([
      'contents_in_submenus_menu',
    ]);
  });
});
