import type { GuestMenu } from '@carta/domain/guest/views';
import { findMenu } from '../pages/menu-tree.ts';

export type Section = { readonly ID: number; readonly Name: string };

/**
 * The menus a point orders from, as sections the guest switches between: the point's menu and its
 * submenus when it opens on one (a table on the dinner menu), else every menu of the venue (a
 * sunbed without one), each followed by its submenus. A point menu the tree does not list (it is
 * not shown now) still gets its section; the server judges what can be ordered.
 */
export const sectionsOf = (tree: readonly GuestMenu[], menuId: number | null): Section[] => {
  const flat = (menus: readonly GuestMenu[]): Section[] =>
    menus.flatMap((m) => [{ ID: m.ID, Name: m.Name }, ...flat(m.Menus)]);
  if (menuId === null) return flat(tree);
  const found = findMenu(tree, menuId);
  return found ? flat([found.menu]) : [{ ID: menuId, Name: '' }];
};
