import { type Menu, translatedValue } from '@carta/domain';

/** A menu anywhere in the tree the list call answers (top level or a submenu at any depth). */
export const findMenu = (menus: readonly Menu[], id: number): Menu | undefined => {
  for (const menu of menus) {
    if (menu.ID === id) return menu;
    const found = findMenu(menu.Menus ?? [], id);
    if (found) return found;
  }
  return undefined;
};

export const menuTitle = (menu: Pick<Menu, 'Name'>, language: string, untitled: string): string =>
  translatedValue(menu.Name, language).trim() || untitled;

/** Route ids are text; only a positive integer names a saved menu. */
export const parseMenuId = (raw: string | undefined): number | undefined => {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  return Number(raw);
};
