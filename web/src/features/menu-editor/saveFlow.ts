import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../api/queries.ts';
import { notify } from '../../app/notifications.tsx';
import { menuPath } from '../../app/useOwner.ts';
import { type SaveOutcome, useMenuEditorStore } from './store.ts';

/**
 * Save, tell the user how it went, and refresh what the save changed on the server (§4 Save): the
 * menu list, and the contents, which then replace the draft. A new menu opens under its new id.
 */
export const useSaveMenu = (): (() => Promise<SaveOutcome>) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const { save, owner } = useMenuEditorStore.getState();
    const outcome = await save();
    switch (outcome.kind) {
      case 'saved':
        notify('menus.messages.update', 'success');
        if (owner) await queryClient.invalidateQueries({ queryKey: queryKeys.menus(owner) });
        await queryClient.invalidateQueries({ queryKey: queryKeys.contents(outcome.menuId) });
        if (outcome.wasNew && owner) navigate(menuPath(owner, outcome.menuId), { replace: true });
        break;
      case 'conflict':
        notify('menus.messages.conflict', 'warning', { persist: true });
        break;
      case 'failed':
        // A refused block is named on the page (SaveFailureAlert); this says that nothing was saved.
        notify('menus.messages.saveError', 'error', { persist: true });
        break;
    }
    return outcome;
  }, [queryClient, navigate]);
};
