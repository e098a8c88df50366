import type { CompiledQuery } from 'kysely';

/**
 * A query compiled once, run with other values: Kysely builds and compiles a query anew on each
 * call, a visible share of a hot route's CPU, while only its values change. Compile it once with
 * placeholder values of the same shape (the same number of them, in the same places), then pass
 * the real ones here in the order they appear in the SQL.
 */
export const withParameters = <R>(
  query: CompiledQuery<R>,
  parameters: readonly unknown[],
): CompiledQuery<R> => ({ ...query, parameters });
