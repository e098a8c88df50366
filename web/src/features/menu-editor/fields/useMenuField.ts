import { useCallback } from 'react';
import type { MenuDraft, MenuFieldsPatch } from '../draft.ts';
import { useMenuEditorStore } from '../store.ts';

type EditableKey = keyof MenuFieldsPatch & keyof MenuDraft;

/** One menu field and its setter: an input re-renders when its own field changes, not others. */
export const useMenuField = <K extends EditableKey>(
  key: K,
): [MenuDraft[K] | undefined, (value: MenuDraft[K]) => void] => {
  const value = useMenuEditorStore((state) => state.menu?.[key]);
  const setMenuFields = useMenuEditorStore((state) => state.setMenuFields);
  const set = useCallback(
    (next: MenuDraft[K]) => setMenuFields({ [key]: next } as MenuFieldsPatch),
    [key, setMenuFields],
  );
  return [value, set];
};
