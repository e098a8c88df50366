import type { Generated } from 'kysely';

/** behaviour.md#data Extra of a dish; Name is a translatable object in a JSON column. */
export type ExtrasTable = {
  ID: Generated<number>;
  /** The dish's owner: an enterprise id, or '0000' for a dish of a common menu. */
  Owner: string;
  /** The food block (contents.ID) the extra belongs to. */
  MenuContentID: number;
  Name: string;
  Price: number;
  /** Its modifier group (extra_groups.ID of the same dish); null: no group, as before groups. */
  GroupID: number | null;
  /** EU allergen ids the option adds, a JSON array. */
  Allergens: Generated<string>;
  ORD: number;
  UpdatedAt: string;
};
