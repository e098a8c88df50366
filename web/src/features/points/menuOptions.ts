import type { Menu } from '@carta/domain';

export type MenuOption = { readonly id: number; readonly menu: Menu; readonly depth: number };

/** The venue's menus and submenus in tree order, each with its depth for indenting the select. */
export const menuOptions = (menus: readonly Menu[], depth = 0): MenuOption[] =>
  menus.flatMap((menu) => [
    { id: menu.ID, menu, depth },
    ...menuOptions(menu.Menus ?? [], depth + 1),
  ]);
