import type { Generated } from 'kysely';

/** Owner is the enterprise id as text, or '0000' for common menus. */
export type MenusTable = {
  ID: Generated<number>;
  Owner: string;
  ParentID: number | null;
  Name: string;
  Image: string | null;
  Alias: string | null;
  ORD: number;
  Type: number | null;
  Private: Generated<number>;
  IsTemp: Generated<number>;
  StartDate: string | null;
  EndDate: string | null;
  NoEndDate: Generated<number>;
  WebAppAsContent: Generated<number>;
  WebAppAsLink: Generated<number>;
  WebAppAsContentDomain: string | null;
  BGColor: string | null;
  TextColor: string | null;
  BGColorContent: string | null;
  TextColorContent: string | null;
  Availability: string | null;
  /** Bumped by every change to the menu or its contents: a save from an older copy is refused. */
  Version: number;
  /** Bumped when a dish's extras change: part of the guest page's cache key, apart from Version. */
  ExtrasVersion: Generated<number>;
  UpdatedAt: string;
};

export type MenuUsersTable = { MenuID: number; UserID: number };
