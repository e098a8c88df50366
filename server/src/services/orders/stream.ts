import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import {
  lastEventId,
  type OrderEvent,
  readEvents,
  VENUE_WIDE,
} from '../../repos/dish-orders/events.ts';
import type { Queryable } from '../../repos/types.ts';
import type { OrderHub } from './hub.ts';

/** Events read from the outbox at once; a stream far behind catches up page by page. */
const PAGE = 500;

/**
 * An event as Server-Sent Events carry it: the id resumes the stream (Last-Event-ID). Encoded once,
 * then the same bytes go to every stream (500 streams were 500 encodings of the same text).
 */
const frame = (e: OrderEvent) =>
  Buffer.from(
    `id: ${e.ID}\nevent: ${e.Type}\ndata: ${JSON.stringify({
      ID: e.ID,
      Type: e.Type,
      OrderID: e.OrderID,
      PointID: e.PointID,
      Order: e.Data,
      CreatedAt: e.CreatedAt,
    })}\n\n`,
  );

/** The Last-Event-ID a reconnecting EventSource sends; anything but a whole number is ignored. */
export const lastEventIdOf = (header: unknown): number | null =>
  typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;

type Framed = { readonly event: OrderEvent; readonly bytes: Buffer };
type Subscriber = {
  readonly point: number | null;
  cursor: number;
  /** Deliveries that arrive while the stream catches up on its own are held until it is done. */
  held: Framed[] | null;
  readonly write: (bytes: Buffer) => void;
};

const deliver = (sub: Subscriber, events: readonly Framed[]) => {
  for (const f of events) {
    const pointId = f.event.PointID;
    const seen = sub.point === null || pointId === sub.point || pointId === VENUE_WIDE;
    if (f.event.ID <= sub.cursor || !seen) continue;
    sub.write(f.bytes);
    sub.cursor = f.event.ID;
  }
};

/**
 * One reader per venue, whatever the number of streams: when the hub says the venue changed, the
 * new events are read from the outbox once and written to every stream that may see them (the
 * venue's staff, the point's guests). 500 streams cost one query per change, not 500.
 */
class VenueFeed {
  readonly subscribers = new Set<Subscriber>();
  #cursor: number | null = null;
  #reading: Promise<void> | null = null;
  #again = false;
  #lastRead = 0;

  constructor(
    private readonly db: Queryable,
    private readonly ws: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  async #readOnce() {
    this.#lastRead = Date.now();
    this.#cursor ??= await lastEventId(this.db, this.ws);
    for (;;) {
      const events = await readEvents(this.db, {
        ws: this.ws,
        after: this.#cursor,
        point: null,
        limit: PAGE,
      });
      const framed = events.map((event) => ({ event, bytes: frame(event) }));
      for (const sub of this.subscribers)
        if (sub.held) sub.held.push(...framed);
        else deliver(sub, framed);
      const last = events.at(-1);
      if (last) this.#cursor = last.ID;
      if (events.length < PAGE) return;
    }
  }

  /** A heartbeat's safety read, once per interval for the venue, not once per stream. */
  pumpIfQuiet(ms: number) {
    if (Date.now() - this.#lastRead >= ms) this.pump();
  }

  /** Read what is new; a change announced during a read asks for one more. */
  pump() {
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = this.#readOnce()
      .catch(this.onError)
      .finally(() => {
        this.#reading = null;
        if (this.#again) {
          this.#again = false;
          this.pump();
        }
      });
  }
}

const feeds = new WeakMap<OrderHub, Map<number, { feed: VenueFeed; stop: () => void }>>();

const feedOf = (deps: Deps, ws: number, onError: (error: unknown) => void) => {
  let venues = feeds.get(deps.hub);
  if (!venues) {
    venues = new Map();
    feeds.set(deps.hub, venues);
  }
  let entry = venues.get(ws);
  if (!entry) {
    const feed = new VenueFeed(deps.db, ws, onError);
    entry = { feed, stop: deps.hub.subscribe(ws, () => feed.pump()) };
    venues.set(ws, entry);
  }
  const current = entry;
  return {
    feed: current.feed,
    leave: (sub: Subscriber) => {
      current.feed.subscribers.delete(sub);
      if (current.feed.subscribers.size > 0) return;
      current.stop();
      venues?.delete(ws);
    },
  };
};

/**
 * Follow venue `ws`'s order events (one point's, or all) on an SSE response until the client leaves.
 * The outbox is the source of truth: a stream first reads what it missed after `after` (the
 * Last-Event-ID), then receives the venue feed's new events; at each heartbeat (a comment line that
 * keeps proxies from closing an idle stream) the feed re-reads the outbox in case a notification was
 * missed, and `stillAllowed` runs: a guest whose point code was rotated is cut off.
 */
export const streamEvents = async (
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  s: {
    readonly ws: number;
    readonly point: number | null;
    readonly after: number | null;
    readonly stillAllowed: () => Promise<boolean>;
  },
): Promise<void> => {
  const { db, hub, config } = deps;
  const start = s.after ?? (await lastEventId(db, s.ws));
  let closed = false;

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx buffers responses unless told not to: events would arrive in bursts.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: 2000\n: stream from ${start}\n\n`);

  const sub: Subscriber = {
    point: s.point,
    cursor: start,
    held: [],
    write: (bytes) => {
      if (!closed) res.write(bytes);
    },
  };
  const onError = (error: unknown) => request.log.warn({ err: error }, 'order event stream failed');
  // Joined before catching up: whatever commits meanwhile is held, so nothing falls in between.
  const { feed, leave } = feedOf(deps, s.ws, onError);
  feed.subscribers.add(sub);
  const stopOnShutdown = hub.onShutdown(() => res.end());
  const heartbeat = setInterval(() => {
    void s.stillAllowed().then(
      (allowed) => {
        if (closed) return;
        if (!allowed) return res.end();
        res.write(': heartbeat\n\n');
        feed.pumpIfQuiet(config.sseHeartbeatMs / 2);
      },
      () => undefined,
    );
  }, config.sseHeartbeatMs);
  res.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    stopOnShutdown();
    leave(sub);
  });

  try {
    for (;;) {
      const missed = await readEvents(db, {
        ws: s.ws,
        after: sub.cursor,
        point: s.point,
        limit: PAGE,
      });
      deliver(
        sub,
        missed.map((event) => ({ event, bytes: frame(event) })),
      );
      if (missed.length < PAGE || closed) break;
    }
  } catch (error) {
    onError(error);
  }
  const held = sub.held ?? [];
  sub.held = null;
  deliver(sub, held);
  feed.pump();
};
