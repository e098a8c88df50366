import { z } from 'zod';
import { fileUrlSchema } from './urls.ts';

/**
 * The largest integer a column holds (PostgreSQL's `integer`, what SQLite is given too): every
 * integer a request carries is bounded by it, so that no value reaches the database to fail there.
 */
export const DB_INT_MAX = 2_147_483_647;

/** An integer a column can hold: the one definition every request schema's integers start from. */
export const dbInt = () =>
  z
    .number()
    .int()
    .min(-DB_INT_MAX - 1)
    .max(DB_INT_MAX);

/** Server ids are positive integers; entries not yet saved carry 'new' or 'new_<unique>'. */
export const serverIdSchema = dbInt().positive();
export const newIdSchema = z.string().regex(/^new(_[A-Za-z0-9-]{1,64})?$/, "'new' or 'new_<id>'");
export const entityIdSchema = z.union([serverIdSchema, newIdSchema]);
export type EntityId = z.infer<typeof entityIdSchema>;

export const isNewId = (id: unknown): id is string =>
  typeof id === 'string' && id.startsWith('new');

let counter = 0;
/** A local id for an entry not yet saved, unique in this page. */
export const newLocalId = (): string => {
  counter += 1;
  return `new_${Date.now().toString(36)}${counter}`;
};

export const colorSchema = z
  .string()
  .regex(/^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8}))?$/, 'hex colour')
  .nullable();

/**
 * Images and files (the default URL rule of a field): an uploaded /path or an https URL, never
 * plain http (mixed content in the guest app), javascript: and friends, or '//host'. Links, embedded
 * pages and videos have their own rules in urls.ts.
 */
export const urlSchema = fileUrlSchema;
