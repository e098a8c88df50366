import { isNewId, type MenuSave } from '@carta/domain';
import type { StaffClaims } from '../../auth/tokens.ts';
import type { Deps } from '../../deps.ts';
import { InvalidInput, VersionConflict } from '../../domain-errors.ts';
import { removeContents, upsertContents } from '../../repos/contents.ts';
import { findEnterprise, toEnterprise } from '../../repos/enterprises.ts';
import { bumpParents, writeMenu, writeSubmenus } from '../../repos/menus.ts';
import { keepOriginal, recordRevision } from '../../repos/revisions.ts';
import type { Queryable } from '../../repos/types.ts';
import { type ContentInput, parseContentInputs } from '../content-input.ts';
import { checkMenuTree } from './tree.ts';

/** A save checked against the block schemas, ready to be written. */
export type PreparedMenuSave = {
  readonly owner: string;
  readonly author: StaffClaims;
  readonly body: MenuSave;
  readonly contents: readonly ContentInput[];
  readonly removed: readonly number[];
  readonly timeZone: string;
};

export type MenuSaveResult = {
  newID: number;
  menus: { oldID: string; newID: number }[];
  contents: { oldID: string; newID: number }[];
  Version: number;
};

/** Check every block against its type's schema (in the enterprise's languages): no database write. */
export const prepareMenuSave = async (
  db: Queryable,
  input: { readonly owner: string; readonly author: StaffClaims; readonly body: MenuSave },
): Promise<PreparedMenuSave> => {
  const { body } = input;
  const enterprise = await findEnterprise(db, input.author.enterpriseId);
  const languages = enterprise ? toEnterprise(enterprise).Languages : ['es'];
  const contents = parseContentInputs(body.Content ?? [], {
    languages,
    bgColor: enterprise?.BGColor,
  });
  const removed = body.RemovedContent ?? [];
  const sentIds = new Set(contents.map((c) => c.common.ID));
  const both = removed.map((id, i) => ({ id, i })).filter(({ id }) => sentIds.has(id));
  if (both.length > 0)
    throw new InvalidInput(
      'blocks both sent and removed',
      both.map(({ i }) => `RemovedContent.${i}`),
    );
  return {
    ...input,
    contents,
    removed,
    timeZone: enterprise?.TimeZone ?? 'Europe/Madrid',
  };
};

/**
 * Write a prepared save. The menu, its submenus, its blocks, its revision and its parents' Versions
 * change together or not at all: one transaction. The tree rules are checked inside it, against
 * what is stored when it runs.
 */
export const commitMenuSave = (
  { db, dialect, config }: Pick<Deps, 'db' | 'dialect' | 'config'>,
  save: PreparedMenuSave,
): Promise<MenuSaveResult> =>
  db.transaction().execute(async (trx) => {
    const { owner, body } = save;
    const parents = await checkMenuTree(trx, owner, save);
    if (!(await bumpParents(trx, owner, parents)))
      throw new VersionConflict('the menu tree changed since it was loaded', ['ParentID']);
    if (!isNewId(body.ID))
      await keepOriginal(trx, { owner, menuId: Number(body.ID), timeZone: save.timeZone });
    const { id, version } = await writeMenu(trx, dialect, owner, body);
    const menus = await writeSubmenus(trx, dialect, owner, id, body.Menus ?? []);
    const target = { owner, menuId: id };
    const contentIds = await upsertContents(trx, dialect, target, save.contents);
    await removeContents(trx, target, save.removed);
    await recordRevision(trx, {
      owner,
      menuId: id,
      author: { userId: save.author.userId },
      created: isNewId(body.ID),
      timeZone: save.timeZone,
      keep: config.menuRevisionsKeep,
    });
    return { newID: id, menus, contents: contentIds, Version: version };
  });
