import type { BlockContext, Content, Menu, Translatable } from '@carta/domain';
import type { SubmenuEntry } from '@carta/domain/menu-editing';
import type { ApiError } from '../../../api/errors.ts';
import type { ContentPatch } from '../../../blocks/types.ts';
import type { InvalidFieldReport } from '../../../widgets/FieldValidity/fieldValidity.ts';
import type { BlockKeyText, MenuDraft, MenuFieldsPatch } from '../draft.ts';

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly menuId: number; readonly wasNew: boolean }
  /** Nothing was sent: `count` fields hold an invalid or incomplete value. */
  | { readonly kind: 'invalid'; readonly count: number }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'failed'; readonly error: ApiError };

/** The last refused save: its error, and which block each sent Content index was. */
export type SaveFailure = { readonly error: ApiError; readonly sentKeys: readonly BlockKeyText[] };

/** The one dialog about a single block that may be open (one host renders it for the list). */
export type BlockDialog = {
  readonly kind: 'move' | 'delete' | 'answers';
  readonly key: BlockKeyText;
};

export type DraftState = {
  /** Enterprise id, or '0000' in common-menus mode: whose menu this is in API paths. */
  readonly owner: string | null;
  readonly menu: MenuDraft | null;
  readonly submenus: readonly SubmenuEntry[];
  /** Block keys in ORD order: changes only when blocks are added, removed or reordered. */
  readonly order: readonly BlockKeyText[];
  readonly blocks: Readonly<Record<BlockKeyText, Content>>;
  /** Saved blocks the next save deletes: those a restored revision did not have (behaviour.md#editing). */
  readonly removedBlocks: readonly number[];
  readonly modified: boolean;
  readonly saving: boolean;
  readonly failure: SaveFailure | null;
  /** Collapse mode (behaviour.md#menu-editor): editor bodies hidden, headers only. */
  readonly collapsed: boolean;
  readonly blockDialog: BlockDialog | null;
  /** Counter of the 'new_{n}' ids of added submenus (behaviour.md#editing). */
  readonly submenuCounter: number;
  /** The add-content dialog's insert position (an ORD) while it is open. */
  readonly addContentAt: number | null;
  readonly typeSheetOpen: boolean;
};

export type DraftActions = {
  load: (owner: string, menu: Menu, contents: readonly Content[]) => void;
  loadNew: (owner: string, menu: MenuDraft) => void;
  reset: () => void;
  setMenuFields: (patch: MenuFieldsPatch) => void;
  setMenuName: (name: Translatable) => void;
  /** A call that changed the menu on the server answered its new Version. */
  takeVersion: (answered: number) => void;
  setCollapsed: (collapsed: boolean) => void;
  openBlockDialog: (dialog: BlockDialog | null) => void;
  /** Opens the add-content dialog inserting at `position`, or after the last block. */
  openAddContent: (position?: number) => void;
  closeAddContent: () => void;
  openTypeSheet: () => void;
  dismissFailure: () => void;
};

export type BlockActions = {
  /** Appends a block of `type` at ORD max + 1; answers its key. */
  addBlock: (type: number, ctx: BlockContext) => BlockKeyText | undefined;
  /** behaviour.md#editing add-content save: shifts ORD >= position and inserts the block there. */
  insertBlock: (content: Content, position: number) => BlockKeyText;
  updateBlock: (key: BlockKeyText, patch: ContentPatch) => void;
  cloneBlock: (key: BlockKeyText) => BlockKeyText | undefined;
  /** Removes a block from the draft; `persisted` when the server already deleted it. */
  removeBlock: (key: BlockKeyText, persisted: boolean) => void;
  /** Sets HideMobile; `persisted` when the server already stored it. */
  setHidden: (key: BlockKeyText, hidden: boolean, persisted: boolean) => void;
  /** behaviour.md#editing reorder by drag: every block's ORD becomes its list index. */
  reorderBlocks: (from: number, to: number) => void;
  /** behaviour.md#editing menu-type choice; answers the key of the appended block, if any. */
  chooseType: (typeId: number, ctx: BlockContext) => BlockKeyText | undefined;
  /** behaviour.md#editing closing the type sheet without a choice. */
  closeTypeSheet: () => void;
};

export type SubmenuActions = {
  addSubmenu: (locale: string, languages: readonly string[]) => string | undefined;
  /** Reorders locally; answers the previous list to restore if the sort call fails. */
  reorderSubmenus: (from: number, to: number) => readonly SubmenuEntry[];
  restoreSubmenus: (submenus: readonly SubmenuEntry[]) => void;
};

export type SaveActions = { save: () => Promise<SaveOutcome> };

/** A reported field and whose it is: a block's key, or null for the menu's own fields. */
export type InvalidEntry = InvalidFieldReport & { readonly block: BlockKeyText | null };

export type ValidityState = {
  /** Fields on screen that hold what cannot be stored, by the id each reported with. */
  readonly invalidFields: Readonly<Record<string, InvalidEntry>>;
  /** The last Save was refused for invalid fields: the count shows until they are fixed. */
  readonly refusedSave: boolean;
  /** The block whose field Save is taking the user to: its card builds its body (and panel). */
  readonly reveal: { readonly block: BlockKeyText; readonly field: string | null } | null;
};

export type ValidityActions = {
  reportInvalid: (id: string, block: BlockKeyText | null, report: InvalidFieldReport) => void;
  clearInvalid: (id: string) => void;
  setRefusedSave: (refused: boolean) => void;
  revealBlock: (block: BlockKeyText, field: string | null) => void;
};

export type MenuEditorState = DraftState &
  ValidityState &
  ValidityActions &
  DraftActions &
  BlockActions &
  SubmenuActions &
  SaveActions;

export type SetState = (
  partial: Partial<MenuEditorState> | ((state: MenuEditorState) => Partial<MenuEditorState>),
) => void;
export type GetState = () => MenuEditorState;
