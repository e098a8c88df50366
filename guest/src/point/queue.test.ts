// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { enqueue, parseQueue, type QueuedTap, withoutTap } from './queue.ts';

const add = (key: string): QueuedTap => ({
  kind: 'add',
  key,
  ws: '1',
  items: [{ MenuContentID: 7, Quantity: 2, Extras: [3], Note: 'sin sal' }],
});
const confirm = (key: string, orderId = 9): QueuedTap => ({
  kind: 'confirm',
  key,
  ws: '1',
  orderId,
});

describe('the queue of taps kept on the device', () => {
  it('keeps taps in order, each with its own Idempotency-Key, and round-trips through storage', () => {
    const queue = enqueue(enqueue([], add('k1')), add('k2'));
    expect(queue.map((t) => t.key)).toEqual(['k1', 'k2']);
    expect(parseQueue(JSON.stringify(queue))).toEqual(queue);
    expect(withoutTap(queue, 'k1').map((t) => t.key)).toEqual(['k2']);
  });

  it('a second confirm of the same order is the same confirmation (a double tap)', () => {
    const once = enqueue([], confirm('c1'));
    expect(enqueue(once, confirm('c2'))).toEqual(once);
    expect(enqueue(once, confirm('c3', 10))).toHaveLength(2);
  });

  it('reads a damaged value as nothing to send, and drops only the damaged entries', () => {
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue('{')).toEqual([]);
    expect(parseQueue('{"a":1}')).toEqual([]);
    const good = add('ok');
    const bad = [
      { kind: 'add', key: 'x', ws: '1', items: [{ MenuContentID: 'one' }] },
      { kind: 'pay' },
    ];
    expect(parseQueue(JSON.stringify([bad[0], good, bad[1]]))).toEqual([good]);
  });
});
