import type { GuestMenu } from '@carta/domain/guest/views';

export type FoundMenu = { readonly menu: GuestMenu; readonly parent: GuestMenu | null };

/** A menu of the tree (two levels, domain/src/menu-tree.ts) with its parent, or null. */
export const findMenu = (tree: readonly GuestMenu[], id: number): FoundMenu | null => {
  for (const menu of tree) {
    if (menu.ID === id) return { menu, parent: null };
    const child = menu.Menus.find((sub) => sub.ID === id);
    if (child) return { menu: child, parent: menu };
  }
  return null;
};
