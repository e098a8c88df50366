import { allTypeIds } from '@carta/domain';
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
    Type: 0 | 1 | null;
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

/** Blocks as [type id, the type's fields], stored in list order. */
export const insertContents = async (
  trx: Trx,
  owner: string,
  menuId: number,
  blocks: readonly (readonly [number, Record<string, unknown>])[],
) => {
  if (blocks.length === 0) return;
  await trx
    .insertInto('contents')
    .values(
      blocks.map(([Type, data], ORD) => ({
        Owner: owner,
        MenuID: menuId,
        Type,
        ORD,
        HideMobile: 0,
        Availability: null,
        Data: toJson(data),
        UpdatedAt: stamp(),
      })),
    )
    .execute();
};
