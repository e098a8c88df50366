import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from '../../db/dialect.ts';
import type { Database } from '../../db/tables/index.ts';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;
type Job = {
  readonly work: Work<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
};
type Outcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: unknown };

/** Enough to share one fsync widely, few enough that a batch never holds the writer for long. */
const BATCH_MAX = 64;

/**
 * SQLite with synchronous=FULL syncs the WAL at every commit; on a busy disk that sync costs more
 * than the order itself (bench:orders: 12 ms against well under 1 ms of work). Orders that arrive
 * together are run one after the other in one transaction, each inside its own savepoint, and
 * committed once: they share the sync. Each is answered only after that commit has returned, so an
 * acknowledged order is as durable as before; one that fails rolls back to its savepoint alone (its
 * idempotency key with it), and a commit that fails fails every order of the batch, none answered OK.
 */
const batcher = (db: Kysely<Database>) => {
  const queue: Job[] = [];
  let running = false;

  const runBatch = async (batch: readonly Job[]): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    await db.transaction().execute(async (trx) => {
      for (const job of batch) {
        // Never released: the commit releases them all, and `rollback to` takes the newest of
        // the name, this job's (one statement fewer per order).
        await sql`savepoint dish_order`.execute(trx);
        try {
          outcomes.push({ ok: true, value: await job.work(trx) });
        } catch (error) {
          // A rollback that fails (SQLite ended the transaction itself) fails the whole batch.
          await sql`rollback to dish_order`.execute(trx);
          outcomes.push({ ok: false, error });
        }
      }
    });
    return outcomes;
  };

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_MAX);
      try {
        const outcomes = await runBatch(batch);
        batch.forEach((job, i) => {
          const outcome = outcomes[i];
          if (outcome?.ok) job.resolve(outcome.value);
          else job.reject(outcome?.error);
        });
      } catch (error) {
        for (const job of batch) job.reject(error);
      }
    }
    running = false;
  };

  return <T>(work: Work<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (running) return;
      running = true;
      // Requests read in the same turn of the event loop join the batch before it starts.
      setImmediate(() => void drain());
    });
};

const batchers = new WeakMap<Kysely<Database>, ReturnType<typeof batcher>>();

/**
 * Run one order change in a transaction of its own on PostgreSQL (which shares its WAL flushes
 * between concurrent commits by itself), in a group commit on SQLite (dialect.groupCommit). Resolves once the change is
 * durable; `work` must use only `trx`, never the database handle (the batch holds the connection).
 */
export const orderTransaction = <T>(
  db: Kysely<Database>,
  dialect: Dialect,
  work: Work<T>,
): Promise<T> => {
  if (!dialect.groupCommit) return db.transaction().execute(work);
  let run = batchers.get(db);
  if (!run) {
    run = batcher(db);
    batchers.set(db, run);
  }
  return run(work);
};
