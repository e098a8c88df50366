// No zod here: the guest app reads this by path, and its first load must stay small.

export const MENU_TYPE_SUBMENUS = 1;
export const MENU_TYPE_CONTENTS = 0;
/** A menu's Type (behaviour.md#data): one of submenus or one of blocks; null until chosen. */
export type MenuType = typeof MENU_TYPE_CONTENTS | typeof MENU_TYPE_SUBMENUS | null;

/** A stored or sent value read as a menu type: anything else is no type yet. */
export const asMenuType = (type: unknown): MenuType =>
  type === MENU_TYPE_CONTENTS || type === MENU_TYPE_SUBMENUS ? type : null;
