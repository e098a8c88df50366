import { MENU_TYPE_SUBMENUS, type MenuType } from './menu-type.ts';

/**
 * The menu tree (behaviour.md#data, behaviour.md#editing): a top-level menu holds either submenus (Type 1) or blocks; a submenu
 * holds blocks. So menus nest two levels deep at most.
 */
export const MAX_MENU_DEPTH = 2;

/** The parent of a menu as stored. */
export type ParentPlace = {
  readonly ID: number;
  readonly ParentID: number | null;
  readonly Type: MenuType;
};

/** What the tree rules need to know of one menu, as stored before a save or as it would be after. */
export type MenuPlace = {
  /** null while the menu is new. */
  readonly ID: number | null;
  readonly Type: MenuType;
  /** null at the top level; 'missing' when ParentID names no menu of the same owner. */
  readonly parent: ParentPlace | null | 'missing';
  readonly submenus: number;
  readonly contents: number;
};

export type MenuTreeRule =
  | 'parent_not_found'
  | 'own_parent'
  | 'parent_not_submenus_menu'
  | 'too_deep'
  | 'submenu_of_submenus_type'
  | 'submenus_outside_submenus_menu'
  | 'contents_in_submenus_menu';

/** Only a menu of submenus holds submenus. */
export const canHoldSubmenus = (type: number | null): boolean => type === MENU_TYPE_SUBMENUS;

/** Blocks go anywhere but in a menu of submenus (an undecided menu becomes a contents menu). */
export const canHoldContents = (type: number | null): boolean => type !== MENU_TYPE_SUBMENUS;

/**
 * Why `parent` cannot take `child` under it, or null when it can: not itself, a menu of submenus,
 * and at the top level (a submenu holds no submenus).
 */
export const canBeParentOf = (
  parent: ParentPlace,
  child: { readonly ID: number | null },
): MenuTreeRule | null => {
  if (parent.ID === child.ID) return 'own_parent';
  if (!canHoldSubmenus(parent.Type)) return 'parent_not_submenus_menu';
  if (parent.ParentID !== null) return 'too_deep';
  return null;
};

/**
 * The level of the deepest menu of a subtree once its root sits under a parent at `parentDepth`
 * (0 for the top level): its root one level below, its submenus one more.
 */
export const treeDepthAfterMove = (parentDepth: number, hasSubmenus: boolean): number =>
  parentDepth + (hasSubmenus ? 2 : 1);

/** A stored parent is at level 1 when it is top-level, else at least 2. */
const depthOf = (parent: ParentPlace | null): number =>
  parent === null ? 0 : parent.ParentID === null ? 1 : 2;

/** Every tree rule the menu breaks in this place. */
export const menuTreeViolations = (place: MenuPlace): MenuTreeRule[] => {
  const { parent } = place;
  if (parent === 'missing') return ['parent_not_found'];
  const rules: MenuTreeRule[] = [];
  if (parent !== null) {
    const refusal = canBeParentOf(parent, place);
    if (refusal === 'own_parent') return [refusal];
    if (refusal === 'parent_not_submenus_menu') rules.push(refusal);
    if (canHoldSubmenus(place.Type)) rules.push('submenu_of_submenus_type');
  }
  if (treeDepthAfterMove(depthOf(parent), place.submenus > 0) > MAX_MENU_DEPTH)
    rules.push('too_deep');
  if (place.submenus > 0 && !canHoldSubmenus(place.Type))
    rules.push('submenus_outside_submenus_menu');
  if (place.contents > 0 && !canHoldContents(place.Type)) rules.push('contents_in_submenus_menu');
  return rules;
};

/**
 * The rules a save would break. A tree stored before these rules existed (an import) stays
 * editable: only what the save itself breaks is refused, not what was already so.
 */
export const treeRulesBrokenBySave = (
  before: MenuPlace | null,
  after: MenuPlace,
): MenuTreeRule[] => {
  const already = new Set(before ? menuTreeViolations(before) : []);
  return menuTreeViolations(after).filter((rule) => !already.has(rule));
};

/** What each rule tells the client, in the API's language (English, like its other messages). */
export const MENU_TREE_MESSAGES: Readonly<Record<MenuTreeRule, string>> = {
  parent_not_found: 'ParentID is not a menu of this owner',
  own_parent: 'a menu cannot be its own parent',
  parent_not_submenus_menu: 'the parent is not a menu of submenus (Type 1)',
  too_deep: `menus nest ${MAX_MENU_DEPTH} levels deep at most: a submenu holds no submenus`,
  submenu_of_submenus_type: 'a submenu holds blocks: it cannot be a menu of submenus (Type 1)',
  submenus_outside_submenus_menu: 'only a menu of submenus (Type 1) holds submenus',
  contents_in_submenus_menu: 'a menu of submenus (Type 1) holds no blocks',
};
