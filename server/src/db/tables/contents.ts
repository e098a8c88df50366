import type { Generated } from 'kysely';

/** Common columns, plus the type's own fields in Data (JSON, checked by the type's schema). */
export type ContentsTable = {
  ID: Generated<number>;
  Owner: string;
  MenuID: number;
  Type: number;
  ORD: number;
  HideMobile: number;
  Availability: string | null;
  Data: string;
  UpdatedAt: string;
};
