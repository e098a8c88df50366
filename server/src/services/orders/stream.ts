import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { RateLimited } from '../../domain-errors.ts';
import {
  lastEventId,
  type OrderEvent,
  readEvents,
  VENUE_WIDE,
} from '../../repos/dish-orders/events.ts';
import { prunedThrough } from '../../repos/maintenance.ts';
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

/**
 * Told to a stream whose Last-Event-ID falls in a pruned range: events it missed are gone, so it
 * reads the orders again (both apps also do after any reconnect). Its id moves the client past the
 * pruned range, so that its next reconnect resumes normally.
 */
const refreshFrame = (id: number) =>
  `id: ${id}\nevent: refresh\ndata: ${JSON.stringify({ Type: 'refresh', ID: id })}\n\n`;

/** The Last-Event-ID a reconnecting EventSource sends; anything but a whole number is ignored. */
export const lastEventIdOf = (header: unknown): number | null =>
  typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;

/**
 * The stream's last message before it closes, saying why (no id: it is not an order event, and a
 * reconnect resumes from the last one). `session_ended`: the staff session is over (logout,
 * deactivation, a role or password change, another venue); `point_session_ended`: the point's code
 * was rotated, or the point deactivated or deleted. Either way the client must not reconnect with
 * the same token.
 */
const endFrame = (reason: string) => `event: end\ndata: ${JSON.stringify({ reason })}\n\n`;

/** Why a stream must end now, or null while it may go on. */
export type EndCheck = () => Promise<string | null>;

type Framed = { readonly event: OrderEvent; readonly bytes: Buffer };
type Subscriber = {
  readonly point: number | null;
  cursor: number;
  /** Deliveries that arrive while the stream catches up on its own are held until it is done. */
  held: Framed[] | null;
  readonly write: (bytes: Buffer) => void;
  /** Streams with the same key share one check per read (a user's tablets, a point's phones). */
  readonly checkKey: string;
  readonly check: EndCheck;
  readonly end: (reason: string) => void;
};

/**
 * Every stream that would receive `events` is checked first, once per session for all its streams:
 * a session that ended since the last check gets its final event instead of the new orders.
 */
const checkBeforeDelivery = async (subs: Iterable<Subscriber>) => {
  const checks = new Map<string, Promise<string | null>>();
  const ended = new Set<Subscriber>();
  await Promise.all(
    [...subs].map(async (sub) => {
      let check = checks.get(sub.checkKey);
      if (!check) {
        check = sub.check().catch(() => null);
        checks.set(sub.checkKey, check);
      }
      const reason = await check;
      if (reason) {
        ended.add(sub);
        sub.end(reason);
      }
    }),
  );
  return ended;
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
  /**
   * Where the feed starts, read when it is made: a stream that joins catches up on its own only
   * after this, so every event is either in its catch-up or after the feed's cursor. Read at the
   * first delivery instead, an event committed after a first stream's catch-up (on a process just
   * started, say) fell between the two and that stream never received it.
   */
  readonly ready: Promise<void>;

  constructor(
    private readonly db: Queryable,
    private readonly ws: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.ready = lastEventId(db, ws).then(
      (id) => {
        this.#cursor ??= id;
      },
      (error: unknown) => onError(error),
    );
  }

  async #readOnce() {
    this.#lastRead = Date.now();
    await this.ready;
    this.#cursor ??= await lastEventId(this.db, this.ws);
    for (;;) {
      const events = await readEvents(this.db, {
        ws: this.ws,
        after: this.#cursor,
        point: null,
        limit: PAGE,
      });
      const framed = events.map((event) => ({ event, bytes: frame(event) }));
      const ended =
        framed.length > 0 ? await checkBeforeDelivery(this.subscribers) : new Set<Subscriber>();
      for (const sub of this.subscribers)
        if (ended.has(sub)) continue;
        else if (sub.held) sub.held.push(...framed);
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

/** How often an open stream re-checks its session (and renews its places under the caps). */
export const STREAM_CHECK_MS = 5_000;
/** A place under a cap outlives its last renewal this long: a killed process's streams expire. */
const LEASE_MS = 3 * STREAM_CHECK_MS;

/**
 * Takes the stream's place under each cap (`key` → most open at once), counted across processes;
 * when one is full, gives every place back and refuses with 429 and Retry-After.
 */
const holdPlaces = async (deps: Deps, holder: string, caps: readonly Cap[]) => {
  const taken: string[] = [];
  for (const cap of caps) {
    taken.push(cap.key);
    if ((await deps.limits.hold(cap.key, holder, LEASE_MS)) > cap.max) {
      await Promise.all(taken.map((key) => deps.limits.release(key, holder)));
      throw new RateLimited('too many open event streams', STREAM_CHECK_MS);
    }
  }
};

export type Cap = { readonly key: string; readonly max: number };

/**
 * Follow venue `ws`'s order events (one point's, or all) on an SSE response until the client leaves.
 * The outbox is the source of truth: a stream first reads what it missed after `after` (the
 * Last-Event-ID), then receives the venue feed's new events. Its session is checked before every
 * delivery and every few seconds (`endReason`): once it has ended (a staff member logged out or
 * deactivated, a point's code rotated) the stream sends a final `end` event saying why and closes.
 * A heartbeat (a comment line that keeps proxies from closing an idle stream) also re-reads the
 * outbox in case a notification was missed.
 */
export const streamEvents = async (
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  s: {
    readonly ws: number;
    readonly point: number | null;
    readonly after: number | null;
    readonly checkKey: string;
    readonly endReason: EndCheck;
    readonly caps: readonly Cap[];
  },
): Promise<void> => {
  const { db, hub, config } = deps;
  const holder = randomUUID();
  await holdPlaces(deps, holder, s.caps);
  const release = () =>
    Promise.all(s.caps.map((cap) => deps.limits.release(cap.key, holder))).catch(() => undefined);
  let resumable: boolean;
  let start: number;
  try {
    // A resume from before the venue's pruned events cannot be replayed: the stream starts afresh,
    // like a new one, and tells the client to read everything again.
    resumable = s.after !== null && s.after >= (await prunedThrough(db, s.ws));
    start = resumable && s.after !== null ? s.after : await lastEventId(db, s.ws);
  } catch (error) {
    await release();
    throw error;
  }
  let closed = false;

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx buffers responses unless told not to: events would arrive in bursts.
    'x-accel-buffering': 'no',
    // The answer is hijacked past the app's onSend hooks: the process names itself here too.
    ...(config.processName ? { 'x-carta-process': config.processName } : {}),
  });
  res.write(`retry: 2000\n: stream from ${start}\n\n`);
  if (s.after !== null && !resumable) res.write(refreshFrame(start));

  const end = (reason: string) => {
    if (closed) return;
    closed = true;
    res.end(endFrame(reason));
  };
  const sub: Subscriber = {
    point: s.point,
    cursor: start,
    held: [],
    write: (bytes) => {
      if (!closed) res.write(bytes);
    },
    checkKey: s.checkKey,
    check: s.endReason,
    end,
  };
  const onError = (error: unknown) => request.log.warn({ err: error }, 'order event stream failed');
  // Joined before catching up: whatever commits meanwhile is held, so nothing falls in between.
  const { feed, leave } = feedOf(deps, s.ws, onError);
  feed.subscribers.add(sub);
  await feed.ready;
  const stopOnShutdown = hub.onShutdown(() => res.end());
  const every = Math.min(STREAM_CHECK_MS, config.sseHeartbeatMs);
  const beatEvery = Math.max(1, Math.round(config.sseHeartbeatMs / every));
  let ticks = 0;
  const timer = setInterval(() => {
    void s.endReason().then(
      async (reason) => {
        if (closed) return;
        if (reason) return end(reason);
        await Promise.all(s.caps.map((cap) => deps.limits.hold(cap.key, holder, LEASE_MS)));
        ticks += 1;
        if (ticks % beatEvery !== 0 || closed) return;
        res.write(': heartbeat\n\n');
        feed.pumpIfQuiet(config.sseHeartbeatMs / 2);
      },
      () => undefined,
    );
  }, every);
  res.on('close', () => {
    closed = true;
    clearInterval(timer);
    stopOnShutdown();
    leave(sub);
    void release();
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
    // Events pruned while the stream caught up (a resume at the edge of the retention): refresh.
    if (resumable && s.after !== null && (await prunedThrough(db, s.ws)) > s.after && !closed)
      res.write(refreshFrame(sub.cursor));
  } catch (error) {
    onError(error);
  }
  const held = sub.held ?? [];
  sub.held = null;
  deliver(sub, held);
  feed.pump();
};
