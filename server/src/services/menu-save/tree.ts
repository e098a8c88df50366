import { isNewId, type MenuSave } from '@carta/domain';
import {
  type MenuPlace,
  type MenuTreeRule,
  type ParentPlace,
  treeRulesBrokenBySave,
} from '@carta/domain/menu-tree';
import { TreeRuleViolation } from '../../domain-errors.ts';
import { readTreeRows, type TreeRow } from '../../repos/menu-tree-rows.ts';
import type { Queryable } from '../../repos/types.ts';
import type { ContentInput } from '../content-input.ts';

/** The parents whose Version a save bumps: the one the menu joins, and the one(s) it stays in or leaves. */
export type ParentBumps = { readonly joined: number | null; readonly others: readonly number[] };

const NO_BUMPS: ParentBumps = { joined: null, others: [] };

/** The body fields a refusal names: those of the rule the client sent, else the first. */
const RULE_FIELDS: Readonly<Record<MenuTreeRule, readonly (keyof MenuSave)[]>> = {
  parent_not_found: ['ParentID'],
  own_parent: ['ParentID'],
  parent_not_submenus_menu: ['ParentID'],
  too_deep: ['ParentID', 'Menus'],
  submenu_of_submenus_type: ['Type', 'ParentID'],
  submenus_outside_submenus_menu: ['Type', 'Menus'],
  contents_in_submenus_menu: ['Type', 'Content'],
};

const fieldsOf = (rules: readonly MenuTreeRule[], body: MenuSave): string[] =>
  rules.flatMap((rule) => {
    const candidates = RULE_FIELDS[rule];
    const sent = candidates.filter((field) => body[field] !== undefined);
    return sent.length > 0 ? sent : candidates.slice(0, 1);
  });

const parentPlace = (
  rows: ReadonlyMap<number, TreeRow>,
  id: number | null,
): ParentPlace | null | 'missing' => (id === null ? null : (rows.get(id) ?? 'missing'));

/**
 * Check the tree rules (behaviour.md#data, behaviour.md#editing) against the menu as this save leaves it, and say which parents
 * the save must bump. Refuses with TreeRuleViolation; reads only, so nothing is written yet.
 */
export const checkMenuTree = async (
  db: Queryable,
  owner: string,
  save: {
    readonly body: MenuSave;
    readonly contents: readonly ContentInput[];
    readonly removed: readonly number[];
  },
): Promise<ParentBumps> => {
  const { body } = save;
  const selfId = isNewId(body.ID) ? null : body.ID;
  const ids = [selfId, body.ParentID].filter((id): id is number => typeof id === 'number');
  const rows = new Map(
    (await readTreeRows(db, owner, ids, save.removed)).map((row) => [row.ID, row]),
  );
  const stored = selfId === null ? undefined : rows.get(selfId);
  // An unknown menu: writing it answers 404 (or 400 without a Version), with nothing to check.
  if (selfId !== null && !stored) return NO_BUMPS;
  const parentBefore = stored?.ParentID ?? null;
  const parentAfter = body.ParentID !== undefined ? body.ParentID : parentBefore;
  const parentChanged = parentAfter !== parentBefore;
  const after: MenuPlace = {
    ID: selfId,
    Type: body.Type !== undefined ? body.Type : (stored?.Type ?? null),
    parent: parentPlace(rows, parentAfter),
    submenus: (stored?.submenus ?? 0) + (body.Menus ?? []).filter((s) => isNewId(s.ID)).length,
    contents: (stored?.contents ?? 0) + save.contents.filter((c) => isNewId(c.common.ID)).length,
  };
  // A new parent is a new relation: what the old one let pass does not excuse it.
  const before: MenuPlace | null = stored
    ? {
        ID: stored.ID,
        Type: stored.Type,
        parent: parentChanged ? null : parentPlace(rows, parentBefore),
        submenus: stored.submenus,
        contents: stored.contents,
      }
    : null;
  const broken = treeRulesBrokenBySave(before, after);
  if (broken.length > 0) throw new TreeRuleViolation(broken, fieldsOf(broken, body));
  return {
    joined: parentChanged ? parentAfter : null,
    others: parentBefore === null ? [] : [parentBefore],
  };
};
