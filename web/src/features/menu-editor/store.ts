import { create } from 'zustand';
import { createBlocksSlice } from './store/blocksSlice.ts';
import { createDraftSlice, emptyDraft } from './store/draftSlice.ts';
import { createSaveSlice } from './store/saveSlice.ts';
import { createSubmenusSlice } from './store/submenusSlice.ts';
import type { MenuEditorState } from './store/types.ts';

export { contentsOf } from './store/draftSlice.ts';
export type { MenuEditorState, SaveFailure, SaveOutcome } from './store/types.ts';

/**
 * The menu being edited: one draft (menu fields, submenus, blocks by key), built from slices that
 * each own one part of it (§4 Menu, Content lifecycle, Unsaved-changes flag).
 */
export const useMenuEditorStore = create<MenuEditorState>()((set, get) => ({
  ...emptyDraft,
  ...createDraftSlice(set, get),
  ...createBlocksSlice(set, get),
  ...createSubmenusSlice(set, get),
  ...createSaveSlice(set, get),
}));
