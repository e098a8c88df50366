import type { Generated } from 'kysely';

/** A guest's answer to a form or poll block (behaviour.md#guest-app). */
export type BlockAnswersTable = {
  ID: Generated<number>;
  /** The venue whose guest answered (for a common block, one of the venues it is assigned to). */
  EnterpriseID: number;
  ContentID: number;
  CreatedAt: string;
  /** The guest's language: one of the venue's languages. */
  Language: string;
  /** The checked answer as JSON: the shape of its block type's schema (domain/src/answers). */
  Answers: string;
  IdempotencyKey: string | null;
};
