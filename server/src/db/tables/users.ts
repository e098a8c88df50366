import type { Generated } from 'kysely';

export type UsersTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  Name: string;
  Email: string;
  PasswordHash: string;
  IsAdmin: number;
  Permission: string;
  ShowCustomColorMenu: number;
  CreatedAt: string;
};
