import type { Generated } from 'kysely';

/** Who did what in an enterprise, when (behaviour.md#administration); kept 180 days. Detail is JSON. */
export type AuditLogTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  UserID: number | null;
  UserName: string | null;
  Action: string;
  Target: string | null;
  Detail: string | null;
  CreatedAt: string;
};
