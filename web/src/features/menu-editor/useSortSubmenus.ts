import { submenuSortEntries } from '@carta/domain/menu-editing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../api/queries.ts';
import { notify } from '../../app/notifications.tsx';
import { sortMenus } from './api.ts';
import { useMenuEditorStore } from './store.ts';

/**
 * behaviour.md#editing Submenu reorder: the new order goes to the server at once, as positions from 0; if the
 * server refuses it, the list goes back to how it was and the user is told.
 */
export const useSortSubmenus = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (from: number, to: number): Promise<boolean> => {
      const { owner, reorderSubmenus, restoreSubmenus } = useMenuEditorStore.getState();
      if (!owner || from === to || from < 0 || to < 0) return false;
      const previous = reorderSubmenus(from, to);
      try {
        await sortMenus(owner, submenuSortEntries(useMenuEditorStore.getState().submenus));
        // The navigation lists submenus in their order too.
        void queryClient.invalidateQueries({ queryKey: queryKeys.menus(owner) });
        return true;
      } catch {
        restoreSubmenus(previous);
        notify('menus.messages.sortError', 'error');
        return false;
      }
    },
    [queryClient],
  );
};
