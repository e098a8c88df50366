import { availableParallelism } from 'node:os';
import { Busy, RateLimited } from '../../domain-errors.ts';

/**
 * Above this a file travels only as multipart/form-data (streamed): a JSON data URL is held whole in
 * memory, as text and then as bytes, so large ones let a few callers exhaust the server's memory.
 */
export const JSON_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads one user may have in progress at once (a form with a few files is fine, a flood is not). */
export const UPLOADS_PER_USER = 3;

/** Images that may wait for a worker; more answer 503 rather than wait for minutes. */
export const WAITING_IMAGES = 8;

/** Seconds a refused caller is told to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;

/** 503: the image workers are all busy and enough work is waiting; an honest "try again soon". */
export const busy = () =>
  new Busy(
    `the server is processing many images right now; try again in ${RETRY_AFTER_SECONDS} seconds`,
    RETRY_AFTER_SECONDS * 1000,
  );

/** 429: this user already has as many uploads in progress as one user may. */
export const tooManyUploads = (max: number) =>
  new RateLimited(
    `at most ${max} uploads at a time per user; wait for one to finish`,
    undefined,
    'too_many_uploads',
  );

/**
 * Image workers and libvips threads per worker for a machine with `cores` cores: one core stays
 * free for requests (sharp runs on libuv's pool, which also verifies tokens), at most two images at
 * a time, and the spare cores shared between them.
 */
export const imageWorkersFor = (cores: number) => {
  const spare = Math.max(1, cores - 1);
  const workers = Math.min(2, spare);
  return { workers, threadsPerWorker: Math.max(1, Math.floor(spare / workers)) };
};

export const imageWorkers = () => imageWorkersFor(availableParallelism());

export type WorkPool = {
  /** Runs `task` when a worker is free; refused at once (503) when `maxWaiting` tasks already wait. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  readonly running: () => number;
  readonly waiting: () => number;
};

/** At most `size` tasks at a time, first come first served, with a bounded waiting line. */
export const createWorkPool = ({ size, maxWaiting }: { size: number; maxWaiting: number }) => {
  let running = 0;
  const line: (() => void)[] = [];
  const next = () => {
    running--;
    const start = line.shift();
    if (start) {
      running++;
      start();
    }
  };
  const pool: WorkPool = {
    run: async (task) => {
      if (running >= size) {
        if (line.length >= maxWaiting) throw busy();
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
    running: () => running,
    waiting: () => line.length,
  };
  return pool;
};

/** Per-user count of uploads in progress: `acquire` answers a release, or refuses (429) over `max`. */
export const createUserSlots = (max: number) => {
  const inProgress = new Map<number, number>();
  return {
    acquire: (userId: number): (() => void) => {
      const count = inProgress.get(userId) ?? 0;
      if (count >= max) throw tooManyUploads(max);
      inProgress.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inProgress.get(userId) ?? 1) - 1;
        if (left > 0) inProgress.set(userId, left);
        else inProgress.delete(userId);
      };
    },
    inProgress: (userId: number) => inProgress.get(userId) ?? 0,
  };
};
