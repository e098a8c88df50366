import { menuDeleted } from '@carta/domain/menu-editing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../api/queries.ts';
import { notify } from '../../app/notifications.tsx';
import { menuPath } from '../../app/useOwner.ts';
import { deleteMenu } from './api.ts';
import { useMenuEditorStore } from './store.ts';

/**
 * behaviour.md#editing Delete: after confirmation, exactly one affected row removes the menu from its parent or the
 * top-level list (the list is reloaded) and clears the unsaved-changes flag; the editor then opens
 * the parent, or the first menu.
 */
export const useDeleteMenu = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A second click while the dialog fades out must not send a second delete.
  const busy = useRef(false);
  return useCallback(async () => {
    const { menu, owner } = useMenuEditorStore.getState();
    if (busy.current || !menu || !owner || typeof menu.ID !== 'number') return;
    busy.current = true;
    try {
      const { affectedRows } = await deleteMenu(menu.ID);
      if (!menuDeleted(affectedRows)) {
        notify('menus.messages.deleteError', 'error');
        return;
      }
    } catch {
      notify('menus.messages.deleteError', 'error');
      return;
    } finally {
      busy.current = false;
    }
    useMenuEditorStore.getState().reset();
    notify('menus.messages.delete', 'success');
    await queryClient.invalidateQueries({ queryKey: queryKeys.menus(owner) });
    navigate(menu.ParentID != null ? menuPath(owner, menu.ParentID) : '/', { replace: true });
  }, [queryClient, navigate]);
};
