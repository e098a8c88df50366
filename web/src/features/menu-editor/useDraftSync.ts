import type { Content, Menu } from '@carta/domain';
import { useEffect, useRef } from 'react';
import type { DraftState } from './store/types.ts';
import { useMenuEditorStore } from './store.ts';

/**
 * A dialog of the editor is open: what it holds (a block half made in 'Add content', a move, the
 * menu type) lives outside the draft and would be lost if the draft were loaded again under it.
 */
const dialogOpen = (state: DraftState): boolean =>
  state.addContentAt !== null || state.blockDialog !== null || state.typeSheetOpen;

/**
 * Puts the server's copy of the menu into the draft: when another menu opens, and whenever fresh
 * data arrives while the draft holds no unsaved edit. Unsaved edits are never overwritten by a
 * background refetch; `settled` waits until menu and contents come from the same moment. A refetch
 * that brings the same data (React Query keeps its objects) loads nothing, and data that arrives
 * while a dialog is open waits until it closes.
 */
export const useDraftSync = (
  owner: string,
  menu: Menu | undefined,
  contents: readonly Content[] | undefined,
  settled: boolean,
): void => {
  const loaded = useRef<{ menu: Menu; contents: readonly Content[] } | null>(null);
  const busy = useMenuEditorStore(dialogOpen);
  useEffect(() => {
    if (!menu || !contents || !settled) return;
    const state = useMenuEditorStore.getState();
    const sameMenu =
      state.owner === owner && state.menu !== null && String(state.menu.ID) === String(menu.ID);
    if (sameMenu) {
      if (state.modified || state.saving || busy) return;
      if (loaded.current?.menu === menu && loaded.current.contents === contents) return;
    }
    state.load(owner, menu, contents);
    loaded.current = { menu, contents };
  }, [owner, menu, contents, settled, busy]);

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
