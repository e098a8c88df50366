import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain-errors.ts';
import { statusOfDomainError } from '../../http/errors.ts';
import { createUserSlots, createWorkPool, imageWorkersFor } from './limits.ts';

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof DomainError) return statusOfDomainError(error).status;
    throw error;
  }
};

/** A task that runs until `finish` is called. */
const held = () => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish: () => finish() };
};

describe('imageWorkersFor', () => {
  it('leaves a core for requests, runs at most two images, shares the spare cores', () => {
    expect(imageWorkersFor(1)).toEqual({ workers: 1, threadsPerWorker: 1 });
    expect(imageWorkersFor(2)).toEqual({ workers: 1, threadsPerWorker: 1 });
    expect(imageWorkersFor(3)).toEqual({ workers: 2, threadsPerWorker: 1 });
    expect(imageWorkersFor(8)).toEqual({ workers: 2, threadsPerWorker: 3 });
  });
});

describe('createWorkPool', () => {
  it('runs at most `size` tasks at a time, the others in order of arrival', async () => {
    const pool = createWorkPool({ size: 2, maxWaiting: 5 });
    const tasks = [held(), held(), held(), held()];
    const started: number[] = [];
    const runs = tasks.map((t, i) =>
      pool.run(async () => {
        started.push(i);
        await t.task();
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([pool.running(), pool.waiting()]).toEqual([2, 2]);
    tasks[1]?.finish();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const t of tasks) t.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([pool.running(), pool.waiting()]).toEqual([0, 0]);
  });

  it('answers 503 at once when the waiting line is full, and frees the worker of a failed task', async () => {
    const pool = createWorkPool({ size: 1, maxWaiting: 1 });
    const first = held();
    const running = pool.run(first.task);
    const waiting = pool.run(async () => {
      throw new Error('broken image');
    });
    expect(await statusOf(pool.run(async () => 1))).toBe(503);
    first.finish();
    await running;
    await expect(waiting).rejects.toThrow('broken image');
    expect(await pool.run(async () => 'free again')).toBe('free again');
  });
});

describe('createUserSlots', () => {
  it('refuses (429) a user over the limit, never another user, and frees slots on release', async () => {
    const slots = createUserSlots(2);
    const a1 = slots.acquire(1);
    slots.acquire(1);
    expect(await statusOf((async () => slots.acquire(1))())).toBe(429);
    expect(slots.acquire(2)).toBeTypeOf('function');
    a1();
    a1(); // a second release of the same slot frees nothing more
    expect(slots.inProgress(1)).toBe(1);
    slots.acquire(1);
    expect(slots.inProgress(1)).toBe(2);
  });
});
