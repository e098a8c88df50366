import type { Content, EntityId, Menu } from '@carta/domain';
import { isNewId } from '@carta/domain';
import type { SubmenuEntry } from '@carta/domain/menu-editing';
import type { IdMapping, MenuSaveBody } from '../../api/types.ts';

/** behaviour.md#screens '/menus/new' and '/common-menus/new': a draft with ID 'new' until its first save. */
export const NEW_MENU = 'new';

/** The menu's own fields as edited; its submenus and blocks are kept beside it in the store. */
export type MenuDraft = Omit<Menu, 'Menus' | 'ID' | 'Version'> & {
  ID: EntityId;
  IsNew?: boolean;
  /** Absent while the menu has never been saved. */
  Version?: number;
};

/** The menu fields an input may change (not its identity, version or blocks). */
export type MenuFieldsPatch = Partial<
  Omit<MenuDraft, 'ID' | 'IsNew' | 'Version' | 'EnterpriseID' | 'ParentID'>
>;

/** Blocks are kept by key (their ID as text) so one block can change without touching the list. */
export type BlockKeyText = string;

export const blockKey = (content: Pick<Content, 'ID'>): BlockKeyText => String(content.ID);

export const toDraft = ({ Menus: _submenus, ...fields }: Menu): MenuDraft => fields;

export const isNewMenu = (menu: MenuDraft): boolean => menu.IsNew === true || isNewId(menu.ID);

/**
 * The save body. Only new submenus travel with it: saved ones are renamed in their own editor and
 * sorted by the sort call, so a parent's save never writes a stale copy of them back.
 */
export const saveBody = (
  menu: MenuDraft,
  submenus: readonly SubmenuEntry[],
  contents: readonly Content[],
  removed: readonly number[] = [],
): MenuSaveBody => {
  const fresh = submenus.filter((submenu) => isNewId(submenu.ID));
  return {
    ...menu,
    ...(isNewMenu(menu) ? { IsNew: true } : {}),
    ...(fresh.length > 0 ? { Menus: fresh.map((submenu) => ({ ...submenu, IsNew: true })) } : {}),
    Content: [...contents],
    ...(removed.length > 0 ? { RemovedContent: [...removed] } : {}),
  };
};

/** Saved entries take their server id and stop being new. */
export const applyIdMappings = <T extends { ID: EntityId; IsNew?: boolean; isNew?: boolean }>(
  entries: readonly T[],
  mappings: readonly IdMapping[],
): T[] => {
  const byOld = new Map(mappings.map((m) => [String(m.oldID), m.newID]));
  return entries.map((entry) => {
    const newID = byOld.get(String(entry.ID));
    if (newID === undefined) return entry;
    const { IsNew: _isNew, isNew: _legacyIsNew, ...saved } = entry;
    return { ...saved, ID: newID } as T;
  });
};
