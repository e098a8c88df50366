/** A row of what an answer was built from: numbers and short texts, compared column by column. */
export type Stamp = Readonly<Record<string, unknown>>;

/** Whether two stamps of the same query hold the same values. */
export const sameStamp = (a: Stamp, b: Stamp): boolean => {
  for (const column in a) if (a[column] !== b[column]) return false;
  for (const column in b) if (!(column in a)) return false;
  return true;
};

/**
 * Answers kept by key with the stamp they were built from, for a hot read that checks its stamp on
 * each request: a hit compares the stamp's columns and writes nothing (no string built from the
 * row, no reordering of the entries); a miss is built and set once. Past `capacity` the entry set
 * first goes first, a kept answer being cheap to build again.
 */
export class StampedCache<V> {
  readonly #entries = new Map<string, { readonly stamp: Stamp; readonly value: V }>();

  constructor(readonly capacity: number) {}

  get(key: string, stamp: Stamp): V | undefined {
    const entry = this.#entries.get(key);
    return entry && sameStamp(entry.stamp, stamp) ? entry.value : undefined;
  }

  set(key: string, stamp: Stamp, value: V): void {
    if (!this.#entries.has(key) && this.#entries.size >= this.capacity) {
      const first = this.#entries.keys().next().value;
      if (first !== undefined) this.#entries.delete(first);
    }
    this.#entries.set(key, { stamp, value });
  }

  get size(): number {
    return this.#entries.size;
  }
}
