import { allTypeIds, type MenuType } from '@carta/domain';
import type { Transaction } from 'kysely';
import { toJson } from '../dialect.ts';
import type { Database } from '../tables/index.ts';

type Trx = Transaction<Database>;
const stamp = () => new Date().toISOString();

export const insertEnterprise = async (
  trx: Trx,
  e: {
    Name: string;
    Languages: string[];
    Permission?: number[];
    EnterpriseColor?: string;
    BGColor?: string;
    DviewLink?: string;
    IncludeExtras?: boolean;
    Style?: Record<string, unknown>;
  },
): Promise<number> => {
  const row = await trx
    .insertInto('enterprises')
    .values({
      Name: e.Name,
      Languages: toJson(e.Languages),
      Permission: toJson(e.Permission ?? allTypeIds()),
      TimeZone: 'Europe/Madrid',
      EnterpriseColor: e.EnterpriseColor ?? '#1565c0',
      BGColor: e.BGColor ?? '#f5f5f5',
      AuthType: 'none',
      DviewLink: e.DviewLink ?? null,
      IncludeExtras: e.IncludeExtras ? 1 : 0,
      Style: toJson(e.Style ?? {}),
      CreatedAt: stamp(),
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  return row.ID;
};

export const insertUser = async (
  trx: Trx,
  u: {
    EnterpriseID: number;
    Name: string;
    Email: string;
    PasswordHash: string;
    IsAdmin?: boolean;
    Permission?: number[];
    ShowCustomColorMenu?: boolean;
  },
): Promise<number> => {
  const row = await trx
    .insertInto('users')
    .values({
      EnterpriseID: u.EnterpriseID,
      Name: u.Name,
      Email: u.Email.toLowerCase(),
      PasswordHash: u.PasswordHash,
      IsAdmin: u.IsAdmin ? 1 : 0,
      // A platform administrator administers their own enterprise too.
      Role: u.IsAdmin ? 'admin' : 'staff',
      Permission: toJson(u.Permission ?? []),
      ShowCustomColorMenu: u.ShowCustomColorMenu ? 1 : 0,
      CreatedAt: stamp(),
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  return row.ID;
};

export const insertMenu = async (
  trx: Trx,
  m: {
    Owner: string;
    Name: Record<string, string>;
    ORD: number;
    Type: MenuType;
    ParentID?: number;
  },
): Promise<number> => {
  const row = await trx
    .insertInto('menus')
    .values({
      Owner: m.Owner,
      Name: toJson(m.Name),
      ORD: m.ORD,
      Type: m.Type,
      ParentID: m.ParentID ?? null,
      Version: 1,
      UpdatedAt: stamp(),
    })
    .returning('ID')
    .executeTakeFirstOrThrow();
  return row.ID;
};

/**
 * Blocks as [type id, the type's fields], stored in list order from ORD `firstOrd` (blocks added
 * after a menu's existing ones start past them). Answers the new contents' ids in list order.
 */
export const insertContents = async (
  trx: Trx,
  owner: string,
  menuId: number,
  blocks: readonly (readonly [number, Record<string, unknown>])[],
  firstOrd = 0,
): Promise<number[]> => {
  if (blocks.length === 0) return [];
  const rows = await trx
    .insertInto('contents')
    .values(
      blocks.map(([Type, data], i) => ({
        Owner: owner,
        MenuID: menuId,
        Type,
        ORD: firstOrd + i,
        HideMobile: 0,
        Availability: null,
        Data: toJson(data),
        UpdatedAt: stamp(),
      })),
    )
    .returning(['ID', 'ORD'])
    .execute();
  // Neither database promises RETURNING rows in VALUES order: put them back by ORD.
  return rows.sort((a, b) => a.ORD - b.ORD).map((row) => row.ID);
};
