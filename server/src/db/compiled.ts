import type { Compilable, CompiledQuery } from 'kysely';
import type { Queryable } from '../repos/types.ts';

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

/**
 * A repository query built and compiled once per database handle (a transaction is a handle of its
 * own) and then run with each call's values. `build` is called once with `placeholders`, values that
 * must each be distinct and appear nowhere else in the query: the compiled SQL's parameters are
 * matched back to them, so the order Kysely writes them in does not matter.
 */
export const compiledOnce = <Args extends readonly unknown[], R>(
  build: (db: Queryable, ...args: Args) => Compilable<R>,
  placeholders: Args,
) => {
  const byHandle = new WeakMap<Queryable, { query: CompiledQuery<R>; order: number[] }>();
  return async (db: Queryable, ...args: Args): Promise<R[]> => {
    let entry = byHandle.get(db);
    if (!entry) {
      const query = build(db, ...placeholders).compile();
      const order = query.parameters.map((value) => placeholders.indexOf(value));
      if (order.includes(-1)) throw new Error('compiledOnce: a parameter is not a placeholder');
      entry = { query, order };
      byHandle.set(db, entry);
    }
    const { query, order } = entry;
    return (
      await db.executeQuery(
        withParameters(
          query,
          order.map((i) => args[i]),
        ),
      )
    ).rows;
  };
};
