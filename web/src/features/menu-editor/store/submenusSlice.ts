import { addSubmenu, moveInList } from '@carta/domain/menu-editing';
import type { GetState, SetState, SubmenuActions } from './types.ts';

export const createSubmenusSlice = (set: SetState, get: GetState): SubmenuActions => ({
  addSubmenu: (locale, languages) => {
    const { menu, submenus, submenuCounter } = get();
    // Submenus hang from a saved menu (behaviour.md#validation: adding waits for the first save).
    if (!menu || typeof menu.ID !== 'number') return undefined;
    const counter = submenuCounter + 1;
    const submenu = addSubmenu(menu.ID, submenus, { locale, languages, counter });
    set({ submenus: [...submenus, submenu], submenuCounter: counter, modified: true });
    return String(submenu.ID);
  },

  reorderSubmenus: (from, to) => {
    const previous = get().submenus;
    // Sent to the server at once (behaviour.md#editing), so the order alone is no unsaved change.
    set({ submenus: moveInList(previous, from, to) });
    return previous;
  },

  restoreSubmenus: (submenus) => set({ submenus }),
});
