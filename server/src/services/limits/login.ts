import { RateLimited } from '../../domain-errors.ts';
import type { LimitStore } from './store.ts';

/** Wrong passwords for one account allowed within the window before it pauses. */
export const FREE_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
/** The longest pause: nobody can keep a person out of their account for longer after a guess. */
export const MAX_PAUSE_MS = 60_000;

/** The pause after `failures` wrong passwords in the window: none, then 2 s doubling up to 60 s. */
export const pauseAfter = (failures: number): number =>
  failures <= FREE_FAILURES ? 0 : Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_PAUSE_MS);

/**
 * The per-account login limit, beside the per-address one: guesses at one account from many
 * addresses are counted together, in the shared store (every process). Past FREE_FAILURES the
 * account pauses, longer after each further failure, but never beyond MAX_PAUSE_MS; during a pause
 * no password is checked (429, Retry-After), and after it the right password logs in and clears the
 * count. An unknown address is counted the same way, so the answers tell nothing about who exists.
 */
export const accountLimit = (store: LimitStore, email: string, clock = Date.now) => {
  const account = email.trim().toLowerCase();
  const failures = `login:failures:${account}`;
  const paused = `login:pause:${account}`;
  return {
    assertNotPaused: async () => {
      const pause = await store.peek(paused);
      if (pause)
        throw new RateLimited(
          'too many failed logins for this account: try again shortly',
          pause.resetAt - clock(),
        );
    },
    /** Counts a failure; answers the pause it starts, if any. */
    failed: async (): Promise<{ failures: number; seconds: number } | null> => {
      const { count } = await store.hit(failures, FAILURE_WINDOW_MS);
      const ms = pauseAfter(count);
      if (ms === 0) return null;
      await store.hit(paused, ms);
      return { failures: count, seconds: ms / 1000 };
    },
    succeeded: async () => {
      await store.clear(failures);
      await store.clear(paused);
    },
  };
};
