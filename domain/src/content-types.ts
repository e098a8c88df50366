import { type BlockKey, blocks } from './blocks/index.ts';
import type { ContentTypeInfo } from './blocks/type-info.ts';

export type { BlockKey } from './blocks/index.ts';
export {
  CONTENT_TYPE_GROUPS,
  type ContentTypeGroup,
  type ContentTypeInfo,
} from './blocks/type-info.ts';
export { asMenuType, MENU_TYPE_CONTENTS, MENU_TYPE_SUBMENUS, type MenuType } from './menu-type.ts';

export type ContentTypeKey = 'submenus' | BlockKey;

/** Menu type 1 of behaviour.md#limits: a menu of submenus, the one type that is not a block. */
const SUBMENUS: ContentTypeInfo<'submenus'> = {
  id: 1,
  key: 'submenus',
  icon: 'mdi-file-tree',
  exclusive: false,
  group: 'submenus',
};

/**
 * The behaviour.md#limits catalogue of content (block) and menu types, by id: submenus, then each block
 * type's own entry (its module, or its integration row). Nothing here to edit for a new type.
 */
export const contentTypes: readonly ContentTypeInfo<ContentTypeKey>[] = [
  SUBMENUS,
  ...Object.values(blocks).map(
    ({ id, key, icon, exclusive, group }): ContentTypeInfo<BlockKey> => ({
      id,
      key,
      icon,
      exclusive: exclusive ?? false,
      group,
    }),
  ),
].sort((a, b) => a.id - b.id);

const byId = new Map<number, ContentTypeInfo<ContentTypeKey>>(contentTypes.map((t) => [t.id, t]));
const byKey = new Map<string, ContentTypeInfo<ContentTypeKey>>(contentTypes.map((t) => [t.key, t]));

export const contentTypeById = (id: number): ContentTypeInfo<ContentTypeKey> | undefined =>
  byId.get(id);
export const contentTypeByKey = (key: string): ContentTypeInfo<ContentTypeKey> | undefined =>
  byKey.get(key);
export const allTypeIds = (): number[] => contentTypes.map((t) => t.id);

/** The menu-type sheet's sections (behaviour.md#menu-editor): exclusive types fill a whole page from an integration. */
export const MENU_SHEET_SECTIONS = ['submenus', 'contentPage', 'integrations'] as const;
export type MenuSheetSection = (typeof MENU_SHEET_SECTIONS)[number];

export const menuSheetSection = (type: ContentTypeInfo): MenuSheetSection =>
  type.group === 'submenus' ? 'submenus' : type.exclusive ? 'integrations' : 'contentPage';

export type TypeGroup<G extends string> = {
  readonly group: G;
  readonly types: readonly ContentTypeInfo[];
};

/**
 * The types split into `order`'s groups, each keeping the types' given order; empty groups are
 * left out, so a search that matches nothing in a group hides its heading too.
 */
export const groupTypes = <G extends string>(
  types: readonly ContentTypeInfo[],
  order: readonly G[],
  groupOf: (type: ContentTypeInfo) => G,
): TypeGroup<G>[] =>
  order.flatMap((group) => {
    const members = types.filter((type) => groupOf(type) === group);
    return members.length > 0 ? [{ group, types: members }] : [];
  });
