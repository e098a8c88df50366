import { z } from 'zod';
import { dbInt } from './ids.ts';
import type { Menu } from './menus.ts';

/**
 * A menu revision: the menu and its blocks exactly as the API answered them right after a save, so
 * that a revision can be shown and loaded back into the editor as a draft.
 */
export type MenuSnapshot = {
  readonly Menu: Menu;
  readonly Content: readonly SnapshotContent[];
};

/** A block as GET /api/contents answers it: common fields and its type's fields side by side. */
export type SnapshotContent = {
  readonly ID: number;
  readonly Type: number;
  readonly ORD: number;
  readonly [field: string]: unknown;
};

/**
 * What one save changed relative to the previous revision, kept as counts (not as text) so that
 * each screen words it in its own interface language.
 * - created: the save created the menu;
 * - first: the first revision of a menu that existed before revisions were kept (nothing to compare);
 * - original: the menu as seeded, imported or migrated, kept just before its first change so that
 *   it can always be restored (behaviour.md#editing);
 * - changed: compared with the previous revision.
 */
export const menuChangeSummarySchema = z.object({
  kind: z.enum(['created', 'first', 'original', 'changed']),
  /** Blocks after the save. */
  blocks: dbInt().min(0),
  added: dbInt().min(0),
  removed: dbInt().min(0),
  /** Blocks whose content changed (position aside). */
  edited: dbInt().min(0),
  /** Blocks whose only change is their position. */
  moved: dbInt().min(0),
  /** The menu's own fields that changed, by API name ('Name', 'BGColor', 'Menus' for submenus…). */
  fields: z.array(z.string()),
});
export type MenuChangeSummary = z.infer<typeof menuChangeSummarySchema>;

/**
 * Menu fields that are not the user's edit: identity, derived or bookkeeping values. Version changes
 * on every save; IsActive depends on the clock; ORD is set by the list's sort, not by a save.
 */
const IGNORED_MENU_FIELDS: ReadonlySet<string> = new Set([
  'ID',
  'ORD',
  'EnterpriseID',
  'Version',
  'IsActive',
  'IsMenuWithSubmenu',
  'Common',
  'Menus',
]);

/** Structural equality that ignores object key order (PostgreSQL's jsonb reorders keys). */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // A missing field and an explicit null mean the same to a guest.
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameJson(left[key], right[key])) return false;
  return true;
};

const withoutOrd = ({ ORD: _ord, ...rest }: SnapshotContent) => rest;

/** The submenus as the editor shows them: id, name and position. */
const submenuOutline = (menu: Menu) =>
  (menu.Menus ?? []).map((s) => ({ ID: s.ID, Name: s.Name, ORD: s.ORD }));

/** Which of the menu's own fields differ between two snapshots, in the order of `after`. */
const changedMenuFields = (before: Menu, after: Menu): string[] => {
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const fields = keys.filter((key) => !IGNORED_MENU_FIELDS.has(key) && !sameJson(b[key], a[key]));
  if (!sameJson(submenuOutline(before), submenuOutline(after))) fields.push('Menus');
  return fields;
};

/**
 * What a save changed: blocks are matched by ID; a block present in both with other content is
 * edited, one whose only difference is its ORD is moved. `before` is the previous revision, null when
 * there is none (`created` tells whether this save created the menu).
 */
export const summarizeMenuChanges = (
  before: MenuSnapshot | null,
  after: MenuSnapshot,
  created = false,
): MenuChangeSummary => {
  const blocks = after.Content.length;
  if (!before) {
    return {
      kind: created ? 'created' : 'first',
      blocks,
      added: created ? blocks : 0,
      removed: 0,
      edited: 0,
      moved: 0,
      fields: [],
    };
  }
  const previous = new Map(before.Content.map((c) => [c.ID, c]));
  const current = new Set(after.Content.map((c) => c.ID));
  let added = 0;
  let edited = 0;
  let moved = 0;
  for (const block of after.Content) {
    const old = previous.get(block.ID);
    if (!old) added += 1;
    else if (!sameJson(withoutOrd(old), withoutOrd(block))) edited += 1;
    else if (old.ORD !== block.ORD) moved += 1;
  }
  const removed = before.Content.filter((c) => !current.has(c.ID)).length;
  return {
    kind: 'changed',
    blocks,
    added,
    removed,
    edited,
    moved,
    fields: changedMenuFields(before.Menu, after.Menu),
  };
};

/** The summary of a menu's original state: nothing to compare it with. */
export const originalSummary = (snapshot: MenuSnapshot): MenuChangeSummary => ({
  kind: 'original',
  blocks: snapshot.Content.length,
  added: 0,
  removed: 0,
  edited: 0,
  moved: 0,
  fields: [],
});

/** Whether a summary records no change at all (a save without edits). */
export const isUnchangedSummary = (summary: MenuChangeSummary): boolean =>
  summary.kind === 'changed' &&
  summary.added + summary.removed + summary.edited + summary.moved === 0 &&
  summary.fields.length === 0;

/** A block of a restored draft: a server id, or 'new_<unique>' when it must be created again. */
export type RestoredContent = {
  readonly ID: number | string;
  readonly Type: number;
  readonly ORD: number;
  readonly [field: string]: unknown;
};

/**
 * A revision loaded back as a draft. Its blocks that the menu still holds on the server keep their
 * ID (the save updates them); those deleted since become new blocks (the save creates them again);
 * the server's blocks the revision did not have are listed in `removed` for the save to delete.
 */
export const planRestore = (
  revision: readonly SnapshotContent[],
  serverIds: ReadonlySet<number>,
  newId: () => string,
): { readonly contents: RestoredContent[]; readonly removed: number[] } => {
  const kept = new Set<number>();
  const contents = revision.map((block): RestoredContent => {
    if (serverIds.has(block.ID)) {
      kept.add(block.ID);
      return { ...block };
    }
    // The old id is gone: a fresh one, so no other block or menu is ever written over.
    const { ID: _gone, MenuID: _menu, ...rest } = block;
    return { ...rest, ID: newId() };
  });
  const removed = [...serverIds].filter((id) => !kept.has(id)).sort((a, b) => a - b);
  return { contents, removed };
};
