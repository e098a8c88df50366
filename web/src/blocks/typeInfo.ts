import { contentTypeById } from '@carta/domain';
import AccountTree from '@mui/icons-material/AccountTree';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ParseKeys } from 'i18next';
import { webBlockByKey } from './registry.ts';

export type TypeDisplay = {
  readonly key: string;
  readonly nameKey: ParseKeys;
  readonly hintKey: ParseKeys;
  readonly Icon: typeof SvgIcon;
};

/** Submenus (menu type 1) is a kind of menu, not a block: the one type without a block module. */
const submenus: TypeDisplay = {
  key: 'submenus',
  nameKey: 'contentTypes.submenus',
  hintKey: 'contentTypeHints.submenus',
  Icon: AccountTree,
};

const makeDisplay = (type: number): TypeDisplay | undefined => {
  const info = contentTypeById(type);
  if (!info) return undefined;
  if (info.key === 'submenus') return submenus;
  const block = webBlockByKey(info.key);
  if (!block) return undefined;
  return {
    key: info.key,
    nameKey: `blocks.${info.key}.typeName` as ParseKeys,
    hintKey: `blocks.${info.key}.typeHint` as ParseKeys,
    Icon: block.icon,
  };
};

const displays = new Map<number, TypeDisplay | undefined>();

/**
 * How a type id shows on screen; undefined for an id the catalogue does not know. Made once per
 * type: every card of a list asks for its type's on each render.
 */
export const typeDisplay = (type: number): TypeDisplay | undefined => {
  if (!displays.has(type)) displays.set(type, makeDisplay(type));
  return displays.get(type);
};
