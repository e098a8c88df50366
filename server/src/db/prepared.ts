import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type { PoolClient } from 'pg';
import type { PgConnections } from '../config-type.ts';

/**
 * Put first in a statement's text to have PostgreSQL keep it prepared on each connection (a named
 * statement): parsed and analysed once, and planned once its generic plan is found as good as a
 * custom one, instead of at every execution. For the hot order statements: their CTEs cost
 * PostgreSQL more to parse and plan than to run (bench:orders), and a venue's orders run one
 * after the other, so that time is the venue's throughput. `label` is lowercase letters and `_`.
 */
export const prepared = (label: string): RawBuilder<unknown> => sql.raw(`/*prepared:${label}*/ `);

const MARK = /^\/\*prepared:([a-z_]+)\*\//;

/**
 * Named statements a connection keeps at most; beyond, marked statements run unnamed. A marked
 * statement's text varies with its optional parts and its `in` lists, a bounded set, but a session
 * never frees what it prepared, so the cap keeps a backend's memory bounded whatever happens.
 */
const NAMES_MAX = 256;

type Query = PoolClient['query'];

const named = new WeakMap<PoolClient, Set<string>>();

/** The name of a marked statement: its label and its text's hash (one name, one text). */
const nameOf = (text: string, label: string) =>
  `${label}_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;

const withNames = (client: PoolClient): PoolClient => {
  if (named.has(client)) return client;
  const names = new Set<string>();
  named.set(client, names);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const label = typeof text === 'string' && Array.isArray(values) ? MARK.exec(text)?.[1] : null;
    if (!label || typeof text !== 'string') return query(...args);
    const name = nameOf(text, label);
    if (!names.has(name)) {
      if (names.size >= NAMES_MAX) return query(...args);
      names.add(name);
    }
    return query({ name, text, values });
  }) as Query;
  return client;
};

/** `pool`, whose connections run statements marked with `prepared` as named statements. */
export const preparing = (pool: PgConnections): PgConnections => ({
  connect: async () => withNames(await pool.connect()),
  end: () => pool.end(),
});
