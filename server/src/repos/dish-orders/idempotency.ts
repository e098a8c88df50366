import { fromJson, toJson } from '../../db/dialect.ts';
import type { Queryable } from '../types.ts';
import { jsonOf } from './json-text.ts';

/** How long a key is remembered (behaviour.md#ordering). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type Claim =
  | { readonly kind: 'new' }
  | { readonly kind: 'replay'; readonly status: number; readonly answer: unknown }
  | { readonly kind: 'conflict' };

/**
 * Claim `key` for this request, inside the request's transaction. A key seen within 24 h replays
 * its first answer (the same body) or is a conflict (another body). Two requests racing with one key
 * meet on the primary key: PostgreSQL makes the second wait for the first's commit, SQLite runs
 * writers one at a time, so the second always finds the first's answer.
 */
export const claimKey = async (db: Queryable, k: KeyClaim): Promise<Claim> => {
  if (await claimQuery(db, k).executeTakeFirst()) return { kind: 'new' };
  return claimFrom(k, false, await storedQuery(db, k).executeTakeFirst());
};

export type KeyClaim = {
  readonly scope: string;
  readonly key: string;
  readonly bodyHash: string;
  readonly at: Date;
};

/** The statement of claimKey: a new key is inserted, an expired one taken over, a live one left. */
export const claimQuery = (db: Queryable, k: KeyClaim) => {
  const expired = new Date(k.at.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  return db
    .insertInto('idempotency_keys')
    .values({
      Scope: k.scope,
      Key: k.key,
      BodyHash: k.bodyHash,
      StatusCode: 0,
      Answer: toJson(null),
      CreatedAt: k.at.toISOString(),
    })
    .onConflict((oc) =>
      oc
        .columns(['Scope', 'Key'])
        .doUpdateSet((eb) => ({
          BodyHash: eb.ref('excluded.BodyHash'),
          StatusCode: eb.ref('excluded.StatusCode'),
          Answer: eb.ref('excluded.Answer'),
          CreatedAt: eb.ref('excluded.CreatedAt'),
        }))
        .where('idempotency_keys.CreatedAt', '<', expired),
    )
    .returning('Key');
};

/** The key as first claimed: what a key that was not claimed anew replays or conflicts with. */
export const storedQuery = (db: Queryable, k: KeyClaim) =>
  db
    .selectFrom('idempotency_keys')
    .select(['BodyHash', 'StatusCode', 'Answer'])
    .where('Scope', '=', k.scope)
    .where('Key', '=', k.key);

/** What claiming the key came to, from claimQuery's answer and, when not claimed, storedQuery's. */
export const claimFrom = (
  k: KeyClaim,
  claimed: boolean,
  first: { BodyHash: string; StatusCode: number; Answer: unknown } | undefined,
): Claim => {
  if (claimed) return { kind: 'new' };
  if (!first) throw new Error('an idempotency key neither claimed nor stored');
  if (first.BodyHash !== k.bodyHash) return { kind: 'conflict' };
  return {
    kind: 'replay',
    status: first.StatusCode,
    answer: fromJson<unknown>(first.Answer, null),
  };
};

/**
 * The answer a claimed key gives from now on (a JsonText when serialized already); written in the
 * same transaction as the change.
 */
export const rememberAnswer = (
  db: Queryable,
  k: { readonly scope: string; readonly key: string },
  status: number,
  answer: unknown,
) =>
  db
    .updateTable('idempotency_keys')
    .set({ StatusCode: status, Answer: jsonOf(answer) })
    .where('Scope', '=', k.scope)
    .where('Key', '=', k.key)
    .execute();
