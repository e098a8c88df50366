import type { NewItem } from './types.ts';

/**
 * Taps that have not reached the venue yet, kept on the device (`carta.guest.orderQueue`) so that a
 * tap made offline, or whose answer was lost, is sent again when the connection returns — with the
 * same Idempotency-Key, so the server answers the first result instead of storing it twice.
 */
export type QueuedTap =
  | {
      readonly kind: 'add';
      readonly key: string;
      readonly ws: string;
      readonly items: readonly NewItem[];
    }
  | {
      readonly kind: 'confirm';
      readonly key: string;
      readonly ws: string;
      readonly orderId: number;
    };

const QUEUE_KEY = 'carta.guest.orderQueue';

const isItem = (value: unknown): value is NewItem => {
  const item = value as NewItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    Number.isInteger(item.MenuContentID) &&
    Number.isInteger(item.Quantity) &&
    Array.isArray(item.Extras) &&
    item.Extras.every(Number.isInteger) &&
    (item.Note === undefined || typeof item.Note === 'string')
  );
};

const isTap = (value: unknown): value is QueuedTap => {
  const tap = value as QueuedTap;
  if (typeof tap !== 'object' || tap === null) return false;
  if (typeof tap.key !== 'string' || typeof tap.ws !== 'string') return false;
  if (tap.kind === 'add') return Array.isArray(tap.items) && tap.items.every(isItem);
  return tap.kind === 'confirm' && Number.isInteger(tap.orderId);
};

/** The stored queue; a damaged value (or a damaged entry) reads as nothing to send. */
export const parseQueue = (raw: string | null): QueuedTap[] => {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isTap) : [];
  } catch {
    return [];
  }
};

/**
 * The queue with `tap` at its end. A confirm of an order already waiting to be confirmed is not
 * queued twice: a double tap on "confirm" is one confirmation.
 */
export const enqueue = (queue: readonly QueuedTap[], tap: QueuedTap): QueuedTap[] =>
  tap.kind === 'confirm' &&
  queue.some((t) => t.kind === 'confirm' && t.orderId === tap.orderId && t.ws === tap.ws)
    ? [...queue]
    : [...queue, tap];

export const withoutTap = (queue: readonly QueuedTap[], key: string): QueuedTap[] =>
  queue.filter((t) => t.key !== key);

export const readQueue = (): QueuedTap[] => {
  try {
    return parseQueue(window.localStorage.getItem(QUEUE_KEY));
  } catch {
    return [];
  }
};

export const writeQueue = (queue: readonly QueuedTap[]) => {
  try {
    if (queue.length === 0) window.localStorage.removeItem(QUEUE_KEY);
    else window.localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Kept in memory only: sent while the page stays open.
  }
};
