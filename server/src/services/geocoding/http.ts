/**
 * Keeps calls to one provider at least `intervalMs` apart, across every user of this server
 * (Nominatim's public instance allows one request per second per application). `reserve` books
 * the next free slot and answers how long to wait for it.
 */
export const createSpacing = (intervalMs: number, now: () => number = Date.now) => {
  let next = 0;
  return {
    reserve: (): number => {
      const at = Math.max(now(), next);
      next = at + intervalMs;
      return at - now();
    },
  };
};

export const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
