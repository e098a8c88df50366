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
 * PostgreSQL's deadlock and serialization failures: the database rolled the (sub)transaction back,
 * so the job wrote nothing and may run again. A batch holds its rows and its venue's lock until its
 * commit, so two processes' batches of one venue can deadlock where lone orders would have waited.
 */
const RETRYABLE = new Set(['40P01', '40001']);
export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  RETRYABLE.has(String((error as { code?: unknown }).code));

/**
 * Orders that arrive together are run one after the other in one transaction, each inside its own
 * savepoint, and committed once: they share the commit's sync. On SQLite that sync costs more than
 * the order itself (synchronous=FULL syncs the WAL at every commit); on PostgreSQL a venue's events
 * commit in id order under its lock (appendEvent), so a venue's lone orders could only commit one
 * sync after the other (bench:orders: ~200 orders/s whatever their size). Each order is answered
 * only after the commit has returned, so an acknowledged order is as durable as a lone one; one that
 * fails rolls back to its savepoint alone (its idempotency key with it), one that PostgreSQL chose
 * as a deadlock's victim runs again alone after the batch, and a commit that fails fails every
 * order of the batch, none answered OK. A batch of one takes no savepoint (one round trip fewer).
 */
const batcher = (db: Kysely<Database>) => {
  const queue: Job[] = [];
  let running = false;

  const runBatch = async (batch: readonly Job[]): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    await db.transaction().execute(async (trx) => {
      const [only] = batch;
      if (only && batch.length === 1) {
        // Alone, its failure is the transaction's: thrown, it rolls everything back.
        outcomes.push({ ok: true, value: await only.work(trx) });
        return;
      }
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

  const alone = async (job: Job) => {
    try {
      job.resolve(await db.transaction().execute(job.work));
    } catch (error) {
      job.reject(error);
    }
  };

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_MAX);
      const again: Job[] = [];
      try {
        const outcomes = await runBatch(batch);
        batch.forEach((job, i) => {
          const outcome = outcomes[i];
          if (outcome?.ok) job.resolve(outcome.value);
          else if (batch.length > 1 && isRetryable(outcome?.error)) again.push(job);
          else job.reject(outcome?.error);
        });
      } catch (error) {
        // The database rolled the whole batch back: nothing of it was written.
        if (batch.length > 1 && isRetryable(error)) again.push(...batch);
        else for (const job of batch) job.reject(error);
      }
      // Alone, a job holds only its own rows and takes the venue's lock last.
      for (const job of again) await alone(job);
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

type Run = ReturnType<typeof batcher>;
const batchers = new WeakMap<Kysely<Database>, Map<number, Run>>();

/**
 * Run one change of venue `ws`'s orders in a group commit (see batcher). SQLite has one writer: one
 * batch for all venues. PostgreSQL runs one batch per venue at a time, venues side by side on
 * connections of their own (a venue's lock orders only its own events). Resolves once the change is
 * durable; `work` must use only `trx`, never the database handle (the batch holds the connection).
 */
export const orderTransaction = <T>(
  db: Kysely<Database>,
  dialect: Dialect,
  ws: number,
  work: Work<T>,
): Promise<T> => {
  let runs = batchers.get(db);
  if (!runs) {
    runs = new Map();
    batchers.set(db, runs);
  }
  const key = dialect.name === 'sqlite' ? 0 : ws;
  let run = runs.get(key);
  if (!run) {
    run = batcher(db);
    runs.set(key, run);
  }
  return run(work);
};
