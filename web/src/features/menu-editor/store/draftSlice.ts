import { type Content, nextOrd, sortByOrd } from '@carta/domain';
import { toSubmenuEntry, versionAfterOwnChange } from '@carta/domain/menu-editing';
import { type BlockKeyText, blockKey, toDraft } from '../draft.ts';
import type { DraftActions, DraftState, GetState, SetState } from './types.ts';

export const emptyDraft: DraftState = {
  owner: null,
  menu: null,
  submenus: [],
  order: [],
  blocks: {},
  removedBlocks: [],
  modified: false,
  saving: false,
  failure: null,
  collapsed: false,
  blockDialog: null,
  submenuCounter: 0,
  addContentAt: null,
  typeSheetOpen: false,
};

export const indexBlocks = (contents: readonly Content[]) => {
  const sorted = sortByOrd(contents);
  return {
    order: sorted.map(blockKey),
    blocks: Object.fromEntries(sorted.map((content) => [blockKey(content), content])) as Record<
      BlockKeyText,
      Content
    >,
  };
};

export const contentsOf = (state: Pick<DraftState, 'order' | 'blocks'>): Content[] =>
  state.order.flatMap((key) => state.blocks[key] ?? []);

export const createDraftSlice = (set: SetState, _get: GetState): DraftActions => ({
  load: (owner, menu, contents) =>
    set((state) => ({
      ...emptyDraft,
      refusedSave: false,
      reveal: null,
      // Collapse mode is the user's way of looking at the list: a reload keeps it.
      collapsed:
        state.owner === owner && String(state.menu?.ID) === String(menu.ID) && state.collapsed,
      submenuCounter: state.submenuCounter,
      owner,
      menu: toDraft(menu),
      submenus: (menu.Menus ?? []).map(toSubmenuEntry),
      ...indexBlocks(contents),
    })),

  loadNew: (owner, menu) => set({ ...emptyDraft, refusedSave: false, reveal: null, owner, menu }),

  reset: () => set({ ...emptyDraft, refusedSave: false, reveal: null }),

  setMenuFields: (patch) =>
    set((state) => (state.menu ? { menu: { ...state.menu, ...patch }, modified: true } : state)),

  setMenuName: (Name) =>
    set((state) => (state.menu ? { menu: { ...state.menu, Name }, modified: true } : state)),

  takeVersion: (answered) =>
    set((state) =>
      state.menu
        ? { menu: { ...state.menu, Version: versionAfterOwnChange(state.menu.Version, answered) } }
        : state,
    ),

  setCollapsed: (collapsed) => set({ collapsed }),
  openBlockDialog: (blockDialog) => set({ blockDialog }),
  openAddContent: (position) =>
    set((state) => ({ addContentAt: position ?? nextOrd(contentsOf(state)) })),
  closeAddContent: () => set({ addContentAt: null }),
  openTypeSheet: () => set({ typeSheetOpen: true }),
  dismissFailure: () => set({ failure: null }),
});
