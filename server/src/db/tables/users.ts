import type { Generated } from 'kysely';

/** An enterprise role (behaviour.md#administration); a platform administrator is IsAdmin besides. */
export type UserRole = 'admin' | 'staff';

export type UsersTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  Name: string;
  Email: string;
  /** '' until the user sets a password through their one-time link: no password then logs in. */
  PasswordHash: string;
  IsAdmin: number;
  Permission: string;
  ShowCustomColorMenu: number;
  CreatedAt: string;
  Role: Generated<UserRole>;
  Active: Generated<number>;
  /** Compared with the token's on every private request; bumped to end every session. */
  SessionVersion: Generated<number>;
  /** behaviour.md#scopes user config: 1 grants the 'point' flag. */
  HideDishOrderPoint: Generated<number>;
};

/** A one-time link to set a password (24 h, single use), stored by its token's hash. */
export type UserSetupLinksTable = {
  TokenHash: string;
  UserID: number;
  ExpiresAt: string;
  CreatedAt: string;
};
