import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables/index.ts';

/** Repositories take a transaction when the caller has one open, the database otherwise. */
export type Queryable = Kysely<Database> | Transaction<Database>;

export const now = (): string => new Date().toISOString();
export const bool = (value: number | boolean | null | undefined): boolean => Boolean(value);
export const flag = (value: boolean | null | undefined): number => (value ? 1 : 0);
