import { useCallback } from 'react';
import { notify } from '../../app/notifications.tsx';
import { revealFirstInvalid } from './revealField.ts';
import { useMenuEditorStore } from './store.ts';

/**
 * Collapse mode hides the editors' bodies, and with them what a field holds on screen but cannot
 * store yet (a half-typed address, a price with letters): collapsing then would throw it away. So
 * while a block's field holds such text, collapsing leads to that field instead.
 */
export const useSetCollapsed = (): ((collapsed: boolean) => void) =>
  useCallback((collapsed: boolean) => {
    const state = useMenuEditorStore.getState();
    const held = Object.values(state.invalidFields).some((entry) => entry.block !== null);
    if (collapsed && held) {
      notify('menus.attention.collapseHeld', 'warning');
      void revealFirstInvalid();
      return;
    }
    state.setCollapsed(collapsed);
  }, []);
