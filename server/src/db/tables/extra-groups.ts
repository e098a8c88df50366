import type { Generated } from 'kysely';

/** behaviour.md#extra-groups: a modifier group of a dish; Name is a translatable object in a JSON column. */
export type ExtraGroupsTable = {
  ID: Generated<number>;
  /** The dish's owner: an enterprise id, or '0000' for a dish of a common menu. */
  Owner: string;
  /** The food block (contents.ID) the group belongs to. */
  MenuContentID: number;
  Name: string;
  /** How many of its options a line takes: at least Min, at most Max. */
  Min: number;
  Max: number;
  ORD: number;
  UpdatedAt: string;
};
