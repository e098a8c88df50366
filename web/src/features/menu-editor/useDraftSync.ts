import type { Content, Menu } from '@carta/domain';
import { useEffect } from 'react';
import { useMenuEditorStore } from './store.ts';

/**
 * Puts the server's copy of the menu into the draft: when another menu opens, and whenever fresh
 * data arrives while the draft holds no unsaved edit. Unsaved edits are never overwritten by a
 * background refetch; `settled` waits until menu and contents come from the same moment.
 */
export const useDraftSync = (
  owner: string,
  menu: Menu | undefined,
  contents: readonly Content[] | undefined,
  settled: boolean,
): void => {
  useEffect(() => {
    if (!menu || !contents || !settled) return;
    const state = useMenuEditorStore.getState();
    const sameMenu =
      state.owner === owner && state.menu !== null && String(state.menu.ID) === String(menu.ID);
    if (sameMenu && (state.modified || state.saving)) return;
    state.load(owner, menu, contents);
  }, [owner, menu, contents, settled]);

  // Leaving the editor drops the draft, so no other screen inherits its modified flag.
  useEffect(() => () => useMenuEditorStore.getState().reset(), []);
};

/** Whether the draft now holds this menu (and not the one shown before a navigation). */
export const useDraftHolds = (owner: string, menuId: number | undefined): boolean =>
  useMenuEditorStore(
    (state) =>
      menuId !== undefined &&
      state.owner === owner &&
      state.menu !== null &&
      String(state.menu.ID) === String(menuId),
  );
