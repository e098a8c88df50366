import type { Generated } from 'kysely';

/** A menu as it was saved: who saved it, when, a summary of the change and the whole snapshot. */
export type MenuRevisionsTable = {
  ID: Generated<number>;
  /** The menu's owner: an enterprise id, or '0000' for a common menu. */
  Owner: string;
  MenuID: number;
  /** Null once the user is deleted; UserName keeps who it was. */
  UserID: number | null;
  UserName: string;
  CreatedAt: string;
  /** MenuChangeSummary as JSON. */
  Summary: string;
  /** MenuSnapshot as JSON: the menu and its blocks as GET answered them after the save. */
  Snapshot: string;
};
