import { isNewBlock, moveOrd } from '@carta/domain/menu-editing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../api/queries.ts';
import { notify } from '../../app/notifications.tsx';
import { menuPath } from '../../app/useOwner.ts';
import { deleteContent, hideContent, moveContent } from './api.ts';
import type { BlockKeyText } from './draft.ts';
import { contentsOf, useMenuEditorStore } from './store.ts';

const store = () => useMenuEditorStore.getState();

/**
 * The card actions that talk to the server at once (behaviour.md#editing Content lifecycle): hide on mobile, delete
 * and move. Each keeps the draft's Version current, so the next save is no false conflict.
 */
export const useBlockActions = () => {
  const queryClient = useQueryClient();

  // The cached list is now older than the server: refetched on next use, not now (the draft is it).
  const markContentsStale = useCallback(() => {
    const id = store().menu?.ID;
    if (typeof id === 'number') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.contents(id), refetchType: 'none' });
    }
  }, [queryClient]);

  /** Answers true when the server stored it (a new block only changes the draft). */
  const toggleHidden = useCallback(
    async (key: BlockKeyText): Promise<boolean> => {
      const block = store().blocks[key];
      if (!block) return false;
      const hidden = block.HideMobile !== true;
      if (isNewBlock(block)) {
        store().setHidden(key, hidden, false);
        return false;
      }
      store().setHidden(key, hidden, true);
      try {
        const answer = await hideContent(Number(block.ID), hidden);
        store().takeVersion(answer.Version);
        markContentsStale();
        return true;
      } catch {
        store().setHidden(key, !hidden, true);
        notify('contents.messages.hideError', 'error');
        return false;
      }
    },
    [markContentsStale],
  );

  /** Saved blocks leave the list only when the server answers 200 (behaviour.md#editing). */
  const remove = useCallback(
    async (key: BlockKeyText) => {
      const block = store().blocks[key];
      if (!block) return;
      if (isNewBlock(block)) {
        store().removeBlock(key, false);
        return;
      }
      try {
        const answer = await deleteContent(Number(block.ID));
        store().removeBlock(key, true);
        store().takeVersion(answer.Version);
        markContentsStale();
        // Stored at once, unlike the rest: say so, and that the other edits still wait for Save.
        notify(
          store().modified ? 'menus.immediate.deletedKeepsDraft' : 'menus.immediate.deleted',
          'success',
        );
      } catch {
        store().openBlockDialog(null);
        notify('contents.messages.deleteError', 'error');
      }
    },
    [markContentsStale],
  );

  /** behaviour.md#editing Move: tell the server, then open the target menu with a full reload. */
  const move = useCallback(async (key: BlockKeyText, targetMenuId: number) => {
    const state = store();
    const block = state.blocks[key];
    if (!block || !state.owner) return false;
    // The move ends in a full reload (behaviour.md#editing): it would throw away edits not saved yet.
    if (state.modified) {
      notify('menus.immediate.moveNeedsSave', 'warning', { persist: true });
      return false;
    }
    try {
      await moveContent(Number(block.ID), targetMenuId, moveOrd(contentsOf(state)));
    } catch {
      notify('contents.messages.moveError', 'error');
      return false;
    }
    store().removeBlock(key, true);
    window.location.assign(`#${menuPath(state.owner, targetMenuId)}`);
    window.location.reload();
    return true;
  }, []);

  return { toggleHidden, remove, move };
};
