import type { Generated } from 'kysely';

/** A venue's kitchen station (behaviour.md#kitchen); Name is JSON text (plain or per language). */
export type KitchenStationsTable = {
  ID: Generated<number>;
  EnterpriseID: number;
  Name: string;
  PrepMinutes: number | null;
  CreatedAt: string;
  UpdatedAt: string;
};

/** The station of a menu section ('menu') or a dish ('dish'), and a dish's own prep target. */
export type KitchenStationAssignmentsTable = {
  EnterpriseID: number;
  Kind: string;
  TargetID: number;
  StationID: number | null;
  PrepMinutes: number | null;
};
