/**
 * Serialized answers keyed by an id and the version they were built from. A menu's Version is bumped by
 * every change to it or its contents and read from the database on each request, so an entry can never
 * be served for a newer version — whichever process made the change. Least recently used entries go
 * first once `capacity` is reached. Keys, versions and values default to what `GET contents` keeps; the
 * guest read keys by menu and language, versions by the menu's Version and the venue's languages.
 */
export class VersionedCache<K = number, V = string> {
  readonly #entries = new Map<K, { version: number | string; body: V }>();

  constructor(readonly capacity: number) {}

  get(id: K, version: number | string): V | undefined {
    const entry = this.#entries.get(id);
    if (!entry || entry.version !== version) return undefined;
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    return entry.body;
  }

  set(id: K, version: number | string, body: V): void {
    this.#entries.delete(id);
    this.#entries.set(id, { version, body });
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
