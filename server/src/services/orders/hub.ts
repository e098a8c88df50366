import { EventEmitter } from 'node:events';

/**
 * Tells this process's event streams that a venue has new order events. The outbox table is the
 * source of truth: a stream told "venue 3 changed" reads the events after its cursor from it. On
 * PostgreSQL, events of other processes arrive through LISTEN/NOTIFY (./listen.ts).
 */
export class OrderHub {
  readonly #emitter = new EventEmitter();

  constructor() {
    // One listener per open stream: hundreds are expected, not a leak.
    this.#emitter.setMaxListeners(0);
  }

  notify(ws: number): void {
    this.#emitter.emit('venue', ws);
  }

  /** The server is closing: every stream ends, so that closing does not wait for its clients. */
  shutdown(): void {
    this.#emitter.emit('shutdown');
  }

  onShutdown(listener: () => void): () => void {
    this.#emitter.on('shutdown', listener);
    return () => this.#emitter.off('shutdown', listener);
  }

  /** Call `listener` whenever venue `ws` has new events; the answer stops listening. */
  subscribe(ws: number, listener: () => void): () => void {
    const onVenue = (changed: number) => {
      if (changed === ws) listener();
    };
    this.#emitter.on('venue', onVenue);
    return () => this.#emitter.off('venue', onVenue);
  }
}
