/**
 * Rules of the menu editor (behaviour.md#menu-editor–behaviour.md#menu-editor, behaviour.md#editing Menu and Content lifecycle, behaviour.md#scopes), without React or I/O:
 * what a type choice does to a menu, where inserted, cloned and moved blocks land, which fields show.
 */
import { type BlockContext, blockByType } from './blocks/index.ts';
import type { Content } from './content.ts';
import {
  asMenuType,
  MENU_TYPE_CONTENTS,
  MENU_TYPE_SUBMENUS,
  type MenuType,
} from './content-types.ts';
import { type EntityId, isNewId, newLocalId } from './ids.ts';
import { DEFAULT_SUBMENU_NAME, type Menu } from './menus.ts';
import { maxOrd, nextOrd, type Ordered, shiftOrdFrom, sortByOrd } from './ord.ts';
import { DEFAULT_LANGUAGE, fillLanguages, type Translatable } from './translatable.ts';

/** behaviour.md#scopes: a user whose Permission holds 3 may drag blocks into a new order. */
export const REORDER_PERMISSION = 3;

// ---------------------------------------------------------------------------------------------
// Blocks

/**
 * A new block of `type` (behaviour.md#menu-editor): its type's defaults (with the enterprise background colour) when
 * the type has a schema; a type without one gets the common fields only, so it can still be
 * offered and shown, and the server names it when a save contains it.
 */
export const createBlock = (
  type: number,
  menuId: EntityId,
  ord: number,
  ctx: BlockContext,
): Content => ({
  ...(blockByType(type)?.defaults(ctx) ?? {}),
  ID: newLocalId(),
  MenuID: menuId,
  Type: type,
  ORD: ord,
  HideMobile: false,
  IsNew: true,
});

/**
 * behaviour.md#editing Add-content save: every block with ORD >= position moves down one, the new block takes
 * `position`, and the list comes back in ORD order.
 */
export const insertBlockAt = <T extends Ordered>(
  contents: readonly T[],
  block: T,
  position: number,
): T[] => {
  const at = Math.max(0, Math.trunc(position));
  return sortByOrd([...shiftOrdFrom(contents, at), { ...block, ORD: at }]);
};

/**
 * The insert position of a plus placed before the block at `index` of the ORD-sorted list: that
 * block's ORD; past the end, after the last block.
 */
export const insertPositionAt = (contents: readonly Ordered[], index: number): number => {
  const sorted = sortByOrd(contents);
  return sorted[index]?.ORD ?? nextOrd(sorted);
};

/** behaviour.md#editing Clone: a deep copy with a new local id, ORD = highest ORD + 1, new. */
export const cloneBlock = (content: Content, contents: readonly Ordered[]): Content => {
  const { ID: _id, IsNew: _new, isNew: _legacyNew, key: _key, ...fields } = content;
  // Contents are JSON on the wire: a JSON round trip copies every nested list and object.
  const copy = JSON.parse(JSON.stringify(fields)) as Omit<Content, 'ID'>;
  return { ...copy, Type: content.Type, ID: newLocalId(), ORD: nextOrd(contents), IsNew: true };
};

/** A block not yet saved lives only in the draft: deleting or hiding it needs no call (behaviour.md#editing). */
export const isNewBlock = (content: Pick<Content, 'ID' | 'IsNew' | 'isNew'>): boolean =>
  content.IsNew === true || content.isNew === true || isNewId(content.ID);

/** behaviour.md#editing Move: the ORD sent with a move is the highest ORD among the contents (never below 0). */
export const moveOrd = (contents: readonly Ordered[]): number => Math.max(0, maxOrd(contents));

/** behaviour.md#scopes: only users whose Permission contains 3 may reorder blocks. */
export const canReorderBlocks = (permission: readonly number[] | null | undefined): boolean =>
  (permission ?? []).includes(REORDER_PERMISSION);

// ---------------------------------------------------------------------------------------------
// Menu type (behaviour.md#menu-editor, behaviour.md#editing Menu)

export type MenuTypeChoice<C> =
  | { readonly Type: typeof MENU_TYPE_SUBMENUS; readonly submenus: readonly never[] }
  | { readonly Type: typeof MENU_TYPE_CONTENTS; readonly contents: C[]; readonly added: C };

/**
 * Type 1 makes a menu of submenus with an empty submenu list; any other type makes a contents
 * menu and appends a block of that type at ORD = highest + 1.
 */
export const chooseMenuType = <C extends Ordered>(
  contents: readonly C[],
  typeId: number,
  create: (ord: number) => C,
): MenuTypeChoice<C> => {
  if (typeId === MENU_TYPE_SUBMENUS) return { Type: MENU_TYPE_SUBMENUS, submenus: [] };
  const added = create(nextOrd(contents));
  return { Type: MENU_TYPE_CONTENTS, contents: [...contents, added], added };
};

/** Closing the type sheet without a choice: Type goes back to null unless it is 0 or 1. */
export const typeAfterSheetClosed = (type: number | null | undefined): MenuType => asMenuType(type);

// ---------------------------------------------------------------------------------------------
// Submenus (behaviour.md#data "Submenu as sent on save", behaviour.md#editing Add submenu, Submenu reorder)

export type SubmenuEntry = {
  readonly ID: EntityId;
  readonly Name: Translatable;
  readonly Image: string | null;
  readonly ParentID: number | null;
  readonly ORD: number;
  readonly BGColor: string | null;
  readonly TextColor: string | null;
  readonly IsNew?: boolean;
  readonly Common?: number;
};

/** A submenu of the tree as the save sends it back. */
export const toSubmenuEntry = (menu: Menu): SubmenuEntry => ({
  ID: menu.ID,
  Name: menu.Name,
  Image: menu.Image,
  ParentID: menu.ParentID,
  ORD: menu.ORD,
  BGColor: menu.BGColor,
  TextColor: menu.TextColor,
});

/**
 * behaviour.md#editing Add submenu: ID 'new_{counter}', new, named 'Submenú' in the current locale (else 'es'),
 * every enterprise language present, under the current menu, ORD = highest + 1, Common 0.
 */
export const addSubmenu = (
  parentId: number,
  submenus: readonly SubmenuEntry[],
  opts: { readonly locale?: string | null; readonly languages: readonly string[]; counter: number },
): SubmenuEntry => ({
  ID: `new_${opts.counter}`,
  Name: fillLanguages({ [opts.locale || DEFAULT_LANGUAGE]: DEFAULT_SUBMENU_NAME }, opts.languages),
  Image: null,
  ParentID: parentId,
  ORD: nextOrd(submenus),
  BGColor: null,
  TextColor: null,
  IsNew: true,
  Common: 0,
});

/** Moves one entry from index `from` to `to`; every entry's ORD becomes its new index. */
export const moveInList = <T extends Ordered>(
  list: readonly T[],
  from: number,
  to: number,
): T[] => {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next.map((item, index) => (item.ORD === index ? item : { ...item, ORD: index }));
};

/** behaviour.md#editing Submenu reorder: the saved submenus' positions, from 0, for PUT menus/{owner}/sort. */
export const submenuSortEntries = (
  submenus: readonly SubmenuEntry[],
): { ID: number; ORD: number }[] =>
  submenus.flatMap((submenu, index) =>
    typeof submenu.ID === 'number' ? [{ ID: submenu.ID, ORD: index }] : [],
  );

// ---------------------------------------------------------------------------------------------
// Menus as a whole

/** behaviour.md#menu-editor Move: every menu of the tree but the current one and those holding submenus. */
export const moveTargets = (
  menus: readonly Menu[],
  currentId: EntityId | null,
): { ID: number; Name: Translatable }[] =>
  menus.flatMap((menu) => [
    ...(menu.ID === currentId || menu.IsMenuWithSubmenu || menu.Type === MENU_TYPE_SUBMENUS
      ? []
      : [{ ID: menu.ID, Name: menu.Name }]),
    ...moveTargets(menu.Menus ?? [], currentId),
  ]);

/** behaviour.md#editing Delete: a menu is gone only when exactly one row was affected. */
export const menuDeleted = (affectedRows: number): boolean => affectedRows === 1;

/** The draft of a menu not yet saved (behaviour.md#screens 'new'): empty, untyped, after the other menus. */
export const newMenuDraft = (
  owner: string,
  languages: readonly string[],
  siblings: readonly Ordered[],
): Omit<Menu, 'Menus' | 'ID' | 'Version'> & { ID: 'new'; IsNew: true } => ({
  ID: 'new',
  IsNew: true,
  EnterpriseID: owner,
  Name: fillLanguages({}, languages.length > 0 ? languages : [DEFAULT_LANGUAGE]),
  Image: null,
  Alias: null,
  ParentID: null,
  ORD: nextOrd(siblings),
  Type: null,
  Private: false,
  IsTemp: false,
  StartDate: null,
  EndDate: null,
  NoEndDate: true,
  WebAppAsContent: false,
  WebAppAsLink: false,
  WebAppAsContentDomain: null,
  BGColor: null,
  TextColor: null,
  BGColorContent: null,
  TextColorContent: null,
  Availability: null,
  IsActive: true,
  IsMenuWithSubmenu: false,
  Common: 0,
});

// ---------------------------------------------------------------------------------------------
// What the editor shows (behaviour.md#menu-editor, behaviour.md#scopes)

export type EditorContext = {
  readonly isAdmin: boolean;
  readonly commonMode: boolean;
  readonly isNew: boolean;
  readonly isSubmenu: boolean;
  readonly type: MenuType;
  readonly hasContents: boolean;
  readonly webAppAsContent: boolean;
  /** The enterprise's auth type; 'none' hides the private switch. */
  readonly authType: string | null | undefined;
  readonly showCustomColorMenu: boolean;
};

export type PrimaryAction = 'addToSubmenu' | 'addSubmenu' | 'addContent';

export type EditorVisibility = {
  readonly webAppSwitch: boolean;
  /** The link switch and the domain field under an active 'web app as content'. */
  readonly webAppDetails: boolean;
  readonly alias: boolean;
  readonly assignUsers: boolean;
  readonly primaryAction: PrimaryAction;
  /** behaviour.md#validation: add content, add submenu and add to submenu wait for the first save. */
  readonly actionsEnabled: boolean;
  readonly collapseSwitch: boolean;
  readonly privateSwitch: boolean;
  readonly customColors: boolean;
  readonly temporarySwitch: boolean;
  readonly submenusCard: boolean;
  readonly contentList: boolean;
  readonly deleteButton: boolean;
};

export const editorVisibility = (ctx: EditorContext): EditorVisibility => {
  const webAppSwitch =
    ctx.webAppAsContent || (ctx.isAdmin && !ctx.hasContents && ctx.type !== MENU_TYPE_SUBMENUS);
  return {
    webAppSwitch,
    webAppDetails: webAppSwitch && ctx.webAppAsContent,
    alias: ctx.commonMode,
    assignUsers: ctx.commonMode && ctx.isAdmin && !ctx.isNew,
    primaryAction: ctx.isSubmenu
      ? 'addToSubmenu'
      : ctx.type === MENU_TYPE_SUBMENUS
        ? 'addSubmenu'
        : 'addContent',
    actionsEnabled: !ctx.isNew,
    collapseSwitch: ctx.type !== MENU_TYPE_SUBMENUS && ctx.hasContents,
    privateSwitch: (ctx.authType ?? 'none') !== 'none',
    customColors: ctx.showCustomColorMenu,
    temporarySwitch: !ctx.isNew,
    submenusCard: ctx.type === MENU_TYPE_SUBMENUS,
    // A new menu shows the blocks its type choice appended, so they can be filled before saving.
    contentList: ctx.type === MENU_TYPE_CONTENTS && (!ctx.isNew || ctx.hasContents),
    deleteButton: !ctx.isNew,
  };
};

// ---------------------------------------------------------------------------------------------
// Common-menu users (behaviour.md#menu-editor)

export type NamedUser = {
  readonly ID: number;
  readonly Name: string;
  /** Listed for administrators only (behaviour.md#menu-editor dialog): tells namesakes of different hotels apart. */
  readonly Email?: string;
  readonly EnterpriseName?: string | null;
};

/** The dialog's search: a case-insensitive match on the name. */
export const filterUsersByName = <U extends NamedUser>(users: readonly U[], query: string): U[] => {
  const q = query.trim().toLocaleLowerCase();
  return q === '' ? [...users] : users.filter((u) => u.Name.toLocaleLowerCase().includes(q));
};

const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The dialog's search beyond behaviour.md#menu-editor's name: e-mail and enterprise too, ignoring case and accents,
 * so 'plaza' finds every user of Restaurante La Plaza.
 */
export const filterUsers = <U extends NamedUser>(users: readonly U[], query: string): U[] => {
  const q = foldText(query.trim());
  if (q === '') return [...users];
  return users.filter((u) =>
    [u.Name, u.Email ?? '', u.EnterpriseName ?? ''].some((text) => foldText(text).includes(q)),
  );
};

/** What the editor shows beside 'assign': the selected users' names, comma-joined. */
export const selectedUserNames = (users: readonly NamedUser[], ids: readonly number[]): string => {
  const chosen = new Set(ids);
  return users
    .filter((u) => chosen.has(u.ID))
    .map((u) => u.Name)
    .join(', ');
};

// ---------------------------------------------------------------------------------------------
// Save errors

export type ContentIssue = {
  /** Index in the Content list that was sent. */
  readonly index: number;
  /** The field inside that content, e.g. 'Title.es'; 'Type' for a type that cannot be stored. */
  readonly field: string;
};

/**
 * The server names bad fields as 'Content.<index>.<field>' (docs/api.md): which blocks of the
 * sent list they belong to, so the editor can name the blocks instead of the paths.
 */
export const contentIssues = (fields: readonly string[]): ContentIssue[] =>
  fields.flatMap((path) => {
    const match = /^Content\.(\d+)(?:\.(.+))?$/.exec(path);
    if (!match) return [];
    return [{ index: Number(match[1]), field: match[2] ?? '' }];
  });

// ---------------------------------------------------------------------------------------------
// Version

/**
 * A hide, move or delete answers the menu's new Version. Taken only when it is the very next one:
 * a bigger jump means someone else saved meanwhile, and the next save must meet that as a 409.
 */
export const versionAfterOwnChange = (
  current: number | undefined,
  answered: number,
): number | undefined => (current !== undefined && answered === current + 1 ? answered : current);
