import type { OrderChangeEvent } from '@carta/domain/orders/events';
import { ORDER_CHANGE_EVENTS, VENUE_EVENTS } from '@carta/domain/orders/events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { newIdempotencyKey } from '../blocks/answers/send.ts';
import { pointApi } from './api.ts';
import { type Orders, withOrder, withoutOrder } from './orders.ts';
import { enqueue, type QueuedTap, readQueue, withoutTap, writeQueue } from './queue.ts';
import { deviceId, readOrderId, storeOrderId } from './storage.ts';
import type { NewItem, Order } from './types.ts';

/** What the guest is told after a tap (the labels are the screen's). */
export type Notice =
  | { readonly kind: 'ko'; readonly message: string | null }
  | { readonly kind: 'paymentRequired'; readonly orderId: number }
  | { readonly kind: 'failed' };

/** How often a waiting tap is tried again when the browser does not say it is back online. */
const RETRY_MS = 5_000;

/** A frame's data as parsed: the wire event, read defensively (a field may be missing). */
type EventData = Partial<OrderChangeEvent>;

/**
 * The point's orders, live: read at start (the order this phone last touched), followed through
 * the point's event stream (every phone of the table sees every change), read again after the
 * stream drops (EventSource resumes with Last-Event-ID; the full read covers anything a gap could
 * hide), and the guest's taps, queued on the device until the venue has them.
 * `onEnded` runs on any 403 (behaviour.md#editing: the session is over).
 */
export const useOrders = (
  ws: string,
  token: string,
  {
    onEnded,
    onPaymentRequired,
    onVenueEvent,
  }: {
    /** With the 403 that ended it: an inactive point's says ordering is closed at the table. */
    onEnded: (error: unknown) => void;
    onPaymentRequired?: (order: number) => void;
    /**
     * The venue's service-day events on the same stream (a pause, a sold-out mark, a call's
     * state), and `refresh` after a drop: whatever the phone follows besides orders reads again.
     */
    onVenueEvent?: (type: string, data: unknown) => void;
  },
) => {
  const [orders, setOrders] = useState<Orders>(new Map());
  const [queue, setQueue] = useState<QueuedTap[]>(readQueue);
  const [waiting, setWaiting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [live, setLive] = useState(false);
  /** Bumped to open the stream again after the browser gave it up (a 5xx or 429 answer). */
  const [generation, setGeneration] = useState(0);
  const queueRef = useRef(queue);
  const flushing = useRef(false);
  const ended = useRef(false);
  const known = useRef(new Set<number>());
  // Read at each event: a new callback never reopens the stream.
  const venueEvent = useRef(onVenueEvent);
  venueEvent.current = onVenueEvent;

  const end = useCallback(
    (error: unknown) => {
      if (ended.current) return;
      ended.current = true;
      onEnded(error);
    },
    [onEnded],
  );

  const put = useCallback((order: Order) => {
    known.current.add(order.ID);
    // `dishOrderID` follows the table's newest order, so a reload finds it whoever added to it.
    if (order.ID >= (readOrderId() ?? 0)) storeOrderId(order.ID);
    setOrders((held) => withOrder(held, order));
  }, []);

  const setStoredQueue = useCallback((next: QueuedTap[]) => {
    queueRef.current = next;
    writeQueue(next);
    setQueue(next);
  }, []);

  /**
   * Reads the table's orders again (after a drop, or at start: a phone that scans late sees what the
   * others added and sent), then any other order this phone knows, which has left the table's list
   * (finalized, cancelled, deleted) and is shown as it ended.
   */
  const refetch = useCallback(async () => {
    const stored = readOrderId();
    if (stored !== null) known.current.add(stored);
    const table = new Set<number>();
    try {
      for (const order of (await pointApi.tableOrders(ws, token)).data) {
        table.add(order.ID);
        put(order);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return end(error);
    }
    for (const id of known.current) {
      if (table.has(id)) continue;
      try {
        put((await pointApi.order(ws, token, id)).data);
      } catch (error) {
        if (!(error instanceof ApiError)) continue;
        if (error.status === 403) return end(error);
        if (error.status === 404) {
          known.current.delete(id);
          if (readOrderId() === id) storeOrderId(null);
          setOrders((held) => withoutOrder(held, id));
        }
      }
    }
  }, [ws, token, put, end]);

  const send = useCallback(
    async (tap: QueuedTap): Promise<'done' | 'offline'> => {
      try {
        if (tap.kind === 'add') {
          const answer = await pointApi.add(
            ws,
            token,
            { Items: tap.items, DeviceID: deviceId() },
            tap.key,
          );
          if (answer.status === 'OK') {
            put(answer.data);
          } else setNotice({ kind: 'ko', message: answer.message ?? null });
        } else {
          const answer = await pointApi.confirm(ws, token, tap.orderId);
          if ('data' in answer) put(answer.data);
          else setNotice({ kind: 'ko', message: answer.message ?? null });
        }
        return 'done';
      } catch (error) {
        const status = error instanceof ApiError ? error.status : -1;
        if (status === 0 || status === 429 || status >= 500) return 'offline';
        if (status === 403) end(error);
        else if (status === 406 && tap.kind === 'confirm') {
          setNotice({ kind: 'paymentRequired', orderId: tap.orderId });
          onPaymentRequired?.(tap.orderId);
        } else if (status === 409 && tap.kind === 'confirm') {
          // Another phone of the table confirmed first: the order is sent, show it as it is.
          await refetch();
        } else setNotice({ kind: 'failed' });
        return 'done';
      }
    },
    [ws, token, put, end, refetch, onPaymentRequired],
  );

  /** Sends the queued taps in order; stops at the first that cannot reach the venue. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (;;) {
        const tap = queueRef.current.find((t) => t.ws === ws);
        if (!tap) {
          setWaiting(false);
          return;
        }
        if ((await send(tap)) === 'offline') {
          setWaiting(true);
          return;
        }
        setStoredQueue(withoutTap(queueRef.current, tap.key));
      }
    } finally {
      flushing.current = false;
    }
  }, [ws, send, setStoredQueue]);

  const tap = useCallback(
    (next: QueuedTap) => {
      setNotice(null);
      setStoredQueue(enqueue(queueRef.current, next));
      void flush();
    },
    [flush, setStoredQueue],
  );

  const addItems = useCallback(
    (items: readonly NewItem[]) => tap({ kind: 'add', key: newIdempotencyKey(), ws, items }),
    [tap, ws],
  );
  const confirm = useCallback(
    (orderId: number) => tap({ kind: 'confirm', key: newIdempotencyKey(), ws, orderId }),
    [tap, ws],
  );

  /** Deleting is not queued: done later, it could remove what another phone added meanwhile. */
  const deleteItem = useCallback(
    async (itemId: number) => {
      setNotice(null);
      try {
        put((await pointApi.deleteItem(ws, token, itemId)).data);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) end(error);
        else setNotice({ kind: 'failed' });
      }
    },
    [ws, token, put, end],
  );
  const deleteOrder = useCallback(
    async (orderId: number) => {
      setNotice(null);
      try {
        await pointApi.deleteOrder(ws, token, orderId);
        known.current.delete(orderId);
        if (readOrderId() === orderId) storeOrderId(null);
        setOrders((held) => withoutOrder(held, orderId));
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) end(error);
        else setNotice({ kind: 'failed' });
      }
    },
    [ws, token, end],
  );

  // The stream: every phone of the point, live; a drop resumes and is followed by a full read.
  useEffect(() => {
    const source = new EventSource(pointApi.eventsUrl(ws, token));
    // A stream opened again after the browser gave up: what happened meanwhile is read in full.
    let dropped = generation > 0;
    const onEvent = (event: MessageEvent<string>) => {
      let data: EventData;
      try {
        data = JSON.parse(event.data) as EventData;
      } catch {
        return;
      }
      if (!data.Order) return;
      if (data.Type === 'deleteOrder') {
        known.current.delete(data.Order.ID);
        if (readOrderId() === data.Order.ID) storeOrderId(null);
        setOrders((held) => withoutOrder(held, data.Order?.ID ?? 0));
      } else put(data.Order);
    };
    // Every event carrying the order after a change: actions, kitchen moves, payments, room charges.
    for (const type of ORDER_CHANGE_EVENTS) source.addEventListener(type, onEvent);
    for (const type of VENUE_EVENTS)
      source.addEventListener(type, (event: MessageEvent<string>) => {
        try {
          venueEvent.current?.(type, (JSON.parse(event.data) as EventData).Order);
        } catch {
          // A frame that does not read is skipped, as order events are.
        }
      });
    // Events this phone missed were pruned: read the orders again.
    source.addEventListener('refresh', () => {
      void refetch();
      venueEvent.current?.('refresh', null);
    });
    source.onopen = () => {
      setLive(true);
      if (dropped) {
        void refetch();
        venueEvent.current?.('refresh', null);
      }
      dropped = false;
      void flush();
    };
    source.onerror = () => {
      setLive(false);
      dropped = true;
      // Closed for good (a 403: the code was rotated, the point deleted): is the session over?
      if (source.readyState === EventSource.CLOSED) {
        pointApi.check(ws, token).then(
          () => setTimeout(() => setGeneration((g) => g + 1), RETRY_MS),
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 403) end(error);
            else setTimeout(() => setGeneration((g) => g + 1), RETRY_MS);
          },
        );
      }
    };
    return () => source.close();
  }, [ws, token, put, refetch, flush, end, generation]);

  useEffect(() => {
    void refetch();
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [refetch, flush]);

  // The browser's online event is not always told (a captive Wi-Fi, a dead server): try again.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  return {
    orders,
    pending: queue.filter((t) => t.ws === ws),
    waiting,
    live,
    notice,
    dismissNotice: () => setNotice(null),
    addItems,
    confirm,
    deleteItem,
    deleteOrder,
  };
};
