/**
 * Keeps calls to one provider at least `intervalMs` apart, across every user of this server
 * (Nominatim's public instance allows one request per second per application). `reserve` books
 * the next free slot and answers how long to wait for it.
 */
export const createSpacing = (intervalMs: number, now: () => number = Date.now) => {
  let next = 0;
  return {
    reserve: (): number => {
      // One reading of the clock: two could straddle a millisecond and give a wait of -1 ms.
      const current = now();
      const at = Math.max(current, next);
      next = at + intervalMs;
      return at - current;
    },
  };
};

export const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
