import { create } from 'zustand';
import { createBlocksSlice } from './store/blocksSlice.ts';
import { createDraftSlice, emptyDraft } from './store/draftSlice.ts';
import { createSaveSlice } from './store/saveSlice.ts';
import { createSubmenusSlice } from './store/submenusSlice.ts';
import type { MenuEditorState } from './store/types.ts';
import { createValiditySlice, emptyValidity } from './store/validitySlice.ts';

export { contentsOf } from './store/draftSlice.ts';
export type { MenuEditorState, SaveOutcome } from './store/types.ts';
export { type AttentionField, fieldsNeedingAttention } from './store/validitySlice.ts';

/**
 * The menu being edited: one draft (menu fields, submenus, blocks by key), built from slices that
 * each own one part of it (behaviour.md#editing Menu, Content lifecycle, Unsaved-changes flag).
 */
export const useMenuEditorStore = create<MenuEditorState>()((set, get) => ({
  ...emptyDraft,
  // Not part of the draft: fields report and withdraw themselves as they mount and unmount, so
  // loading the server's copy of the menu does not forget a field that is still on screen.
  ...emptyValidity,
  ...createValiditySlice(set, get),
  ...createDraftSlice(set, get),
  ...createBlocksSlice(set, get),
  ...createSubmenusSlice(set, get),
  ...createSaveSlice(set, get),
}));
