import { saveMenu } from '../../../api/endpoints.ts';
import { ApiError, isApiError } from '../../../api/errors.ts';
import { applyIdMappings, blockKey, isNewMenu, saveBody } from '../draft.ts';
import { contentsOf, indexBlocks } from './draftSlice.ts';
import type { GetState, SaveActions, SetState } from './types.ts';
import { fieldsNeedingAttention } from './validitySlice.ts';

export const createSaveSlice = (set: SetState, get: GetState): SaveActions => ({
  save: async () => {
    const state = get();
    const { owner, menu } = state;
    if (!owner || !menu) {
      return { kind: 'failed', error: new ApiError(0, 'no_menu', 'No menu loaded') };
    }
    // Half-valid is never stored: a field holding what cannot be saved stops the whole save, so
    // nothing the person typed is dropped while a success message says otherwise.
    const attention = fieldsNeedingAttention(state).length;
    if (attention > 0) {
      set({ refusedSave: true });
      return { kind: 'invalid', count: attention };
    }
    const sent = contentsOf(state);
    const wasNew = isNewMenu(menu);
    set({ saving: true });
    try {
      const result = await saveMenu(
        owner,
        saveBody(menu, state.submenus, sent, state.removedBlocks),
      );
      const menuId = result.newID;
      set((current) => ({
        menu: current.menu && {
          ...current.menu,
          ID: menuId,
          IsNew: false,
          Version: result.Version,
        },
        submenus: applyIdMappings(current.submenus, result.menus),
        ...indexBlocks(applyIdMappings(contentsOf(current), result.contents)),
        removedBlocks: [],
        modified: false,
        saving: false,
        failure: null,
        refusedSave: false,
      }));
      return { kind: 'saved', menuId, wasNew };
    } catch (error) {
      // The draft stays as it is: nothing the user typed is lost on a failed save.
      const apiError = isApiError(error) ? error : new ApiError(0, 'unexpected', String(error));
      if (apiError.status === 409) {
        set({ saving: false });
        return { kind: 'conflict' };
      }
      set({ saving: false, failure: { error: apiError, sentKeys: sent.map(blockKey) } });
      return { kind: 'failed', error: apiError };
    }
  },
});
