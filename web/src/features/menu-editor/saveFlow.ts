import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '../../api/queries.ts';
import { clearNotifications, notify } from '../../app/notifications.tsx';
import { menuPath } from '../../app/useOwner.ts';
import { revealFirstInvalid } from './revealField.ts';
import { type SaveOutcome, useMenuEditorStore } from './store.ts';

/**
 * Save (refused while a field holds what cannot be stored), tell the user how it went, and refresh what the save changed on the server (behaviour.md#editing Save): the
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
      case 'invalid':
        // Nothing was sent: no earlier 'saved' message may stay on screen. The toolbar says how
        // many fields need attention, and the first of them gets the cursor.
        clearNotifications();
        await revealFirstInvalid();
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
